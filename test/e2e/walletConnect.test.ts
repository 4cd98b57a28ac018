// Each dev mobile wallet of this file gets its own WalletConnect core, as separate phones would.
process.env.DISABLE_GLOBAL_CORE = 'true'

import { describe, expect, it } from 'vitest'
import { devAccounts } from '../../playground/chain/index.ts'
import { createMobileWallet, type MobileWallet } from '../../playground/mobileWallet/index.ts'
import { localSolanaNetwork } from '../../playground/solana/localSolanaNetwork.ts'
import { checkView } from './support/checkView.ts'
import { hasChromium } from './support/launchChromium.ts'
import { openPlayground, playground } from './support/openPlayground.ts'

// Not the injected dev wallet's account, so the Account view can only show it through WalletConnect.
const mobileKey = devAccounts[1]?.privateKey

describe.skipIf(!hasChromium)('WalletConnect in Chromium', () => {
  it('default: the modal pairs with the dev mobile wallet through the dev relay; a reload restores the session', async () => {
    const { relayUrl, chains } = playground()
    const [first] = chains
    if (!first || !mobileKey) throw new Error('the playground has a chain and dev accounts')
    const proposals: string[] = []
    const wallet: MobileWallet = await createMobileWallet({
      relayUrl,
      projectId: 'latch-playground',
      chains: [{ chainId: first.chainId, rpcUrl: first.url }],
      privateKey: mobileKey,
      approveProposal: (proposal) => {
        proposals.push(proposal.name)
        return true
      },
    })
    try {
      const p = await openPlayground('?siwx=0')
      await p.connectButton.click()
      await p.view('Connect').locator('[data-latch-connector="walletConnect"]').click()
      const connecting = p.view('ConnectingWalletConnect')
      const qr = connecting.locator('[data-latch-wc-uri]')
      await qr.waitFor()
      const uri = (await qr.getAttribute('data-latch-wc-uri')) ?? ''
      expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
      await checkView(p.modal, 'ConnectingWalletConnect')

      await wallet.pair(uri)
      const account = p.view('Account')
      await account.waitFor()
      await expect
        .poll(() => account.locator('[data-latch-address]').getAttribute('data-latch-address'))
        .toBe(wallet.address)
      expect(proposals).toEqual(['Latch Playground'])
      expect(wallet.sessions()).toHaveLength(1)

      await p.page.reload()
      await expect.poll(() => p.connectButton.getAttribute('data-status')).toBe('connected')
      await expect
        .poll(() => p.page.locator('[data-testid="playground-address"]').textContent())
        .toBe(wallet.address)
      await p.connectButton.click()
      await expect
        .poll(() =>
          p.view('Account').locator('[data-latch-address]').getAttribute('data-latch-address'),
        )
        .toBe(wallet.address)
      // Restored, not paired again: no second proposal, still one session.
      expect(proposals).toHaveLength(1)
      expect(wallet.sessions()).toHaveLength(1)
    } finally {
      await wallet.close()
    }
  })

  it('behavior: one pairing connects the EVM account and the Solana account of the session; the Account view stays on EVM', async () => {
    const { relayUrl, chains, solana } = playground()
    const [first] = chains
    if (!first || !mobileKey) throw new Error('the playground has a chain and dev accounts')
    const solanaCaip = localSolanaNetwork(solana.url).caipNetworkId
    const wallet: MobileWallet = await createMobileWallet({
      relayUrl,
      projectId: 'latch-playground',
      chains: [{ chainId: first.chainId, rpcUrl: first.url }],
      privateKey: mobileKey,
      solanaChains: [solanaCaip],
      solanaKey: 1,
    })
    try {
      const p = await openPlayground('?siwx=0')
      await p.connectButton.click()
      await p.view('Connect').locator('[data-latch-connector="walletConnect"]').click()
      const qr = p.view('ConnectingWalletConnect').locator('[data-latch-wc-uri]')
      await qr.waitFor()
      await wallet.pair((await qr.getAttribute('data-latch-wc-uri')) ?? '')
      const account = p.view('Account')
      await expect
        .poll(() => account.locator('[data-latch-address]').getAttribute('data-latch-address'))
        .toBe(wallet.address)
      const connections = await p.page.evaluate(() => {
        const latch = (
          window as unknown as { latch: { state: { connections: { value: object } } } }
        ).latch
        return JSON.parse(JSON.stringify(latch.state.connections.value)) as Record<
          string,
          { accounts: { address: string }[]; caipNetworkId: string }
        >
      })
      expect(connections.solana).toMatchObject({
        accounts: [{ address: wallet.solanaAddress }],
        caipNetworkId: solanaCaip,
      })
      expect(connections.eip155?.accounts).toEqual([{ type: 'eoa', address: wallet.address }])
      expect(p.errors).toEqual([])
    } finally {
      await wallet.close()
    }
  })
})
