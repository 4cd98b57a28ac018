// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import {
  type DiscoveredWallet,
  watchInjectedWallets,
} from '../../../../runtime/connectors/injected/eip6963.ts'

const provider = () => ({ request: async () => null })
const info = (rdns: string) => ({ uuid: crypto.randomUUID(), name: rdns, icon: 'data:,', rdns })

const announce = (detail: unknown) =>
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))

describe('watchInjectedWallets', () => {
  it('default: lists a wallet that answers the request event', () => {
    const p = provider()
    const answer = () => announce({ info: info('io.example'), provider: p })
    window.addEventListener('eip6963:requestProvider', answer)
    let seen: readonly DiscoveredWallet[] = []
    const stop = watchInjectedWallets(window, (w) => {
      seen = w
    })
    window.removeEventListener('eip6963:requestProvider', answer)
    stop()
    expect(seen.map((w) => [w.id, w.announced])).toEqual([['io.example', true]])
  })

  it('behavior: late announcements are added, duplicates and malformed ones ignored', () => {
    const calls: string[][] = []
    const stop = watchInjectedWallets(window, (w) => calls.push(w.map((x) => x.id)))
    const p = provider()
    announce({ info: info('a.wallet'), provider: p })
    announce({ info: info('a.wallet'), provider: p })
    announce({ info: { name: 'no rdns' }, provider: provider() })
    announce({ info: info('b.wallet'), provider: {} })
    announce({ info: info('c.wallet'), provider: provider() })
    stop()
    announce({ info: info('d.wallet'), provider: provider() })
    expect(calls).toEqual([[], ['a.wallet'], ['a.wallet', 'c.wallet']])
  })

  it('behavior: window.ethereum is the legacy fallback unless it was announced', () => {
    const eth = provider()
    const target = Object.assign(new EventTarget(), { ethereum: eth })
    let seen: readonly DiscoveredWallet[] = []
    const stop = watchInjectedWallets(target, (w) => {
      seen = w
    })
    expect(seen.map((w) => w.id)).toEqual(['injected'])
    target.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: { info: info('io.metamask'), provider: eth },
      }),
    )
    expect(seen.map((w) => w.id)).toEqual(['io.metamask'])
    stop()
  })
})
