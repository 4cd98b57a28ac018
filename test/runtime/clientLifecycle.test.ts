// @vitest-environment happy-dom
import { getBase58Encoder, verifySignature } from '@solana/kit'
import type { Wallet } from '@wallet-standard/base'
import { afterEach, describe, expect, it } from 'vitest'
import { createLatch } from '../../runtime/client.ts'
import { mainnet, solanaDevnet } from '../../runtime/networks.ts'
import { resolveOptions } from '../../runtime/services/config/resolveOptions.ts'
import { makeMemoryBackend } from '../../runtime/services/Storage.ts'
import { makeTestSolanaWallet } from './support/testSolanaWallet.ts'

/** A Wallet Standard registry holding fixed wallets, counting its live listeners. */
const registry = (wallets: Wallet[]) => {
  const live = { count: 0 }
  return {
    live,
    get: () => wallets,
    on: () => {
      live.count++
      return () => {
        live.count--
      }
    },
  }
}

/** Counts the window listeners and timers that are still live. */
const track = () => {
  const listeners = new Set<unknown>()
  const add = window.addEventListener.bind(window)
  const remove = window.removeEventListener.bind(window)
  window.addEventListener = ((type: string, l: EventListener, o?: unknown) => {
    listeners.add(l)
    add(type, l, o as never)
  }) as typeof window.addEventListener
  window.removeEventListener = ((type: string, l: EventListener, o?: unknown) => {
    listeners.delete(l)
    remove(type, l, o as never)
  }) as typeof window.removeEventListener
  const timers = new Set<unknown>()
  const { setTimeout: st, clearTimeout: ct, setInterval: si, clearInterval: ci } = globalThis
  globalThis.setTimeout = ((fn: () => void, ms?: number, ...a: unknown[]) => {
    const id = st(
      () => {
        timers.delete(id)
        fn()
      },
      ms,
      ...a,
    )
    timers.add(id)
    return id
  }) as typeof setTimeout
  globalThis.clearTimeout = ((id: Parameters<typeof clearTimeout>[0]) => {
    timers.delete(id)
    ct(id)
  }) as typeof clearTimeout
  globalThis.setInterval = ((fn: () => void, ms?: number) => {
    const id = si(fn, ms)
    timers.add(id)
    return id
  }) as typeof setInterval
  globalThis.clearInterval = ((id: Parameters<typeof clearInterval>[0]) => {
    timers.delete(id)
    ci(id)
  }) as typeof clearInterval
  return {
    liveListeners: () => listeners.size,
    liveTimers: () => timers.size,
    restore: () => {
      window.addEventListener = add
      window.removeEventListener = remove
      Object.assign(globalThis, {
        setTimeout: st,
        clearTimeout: ct,
        setInterval: si,
        clearInterval: ci,
      })
    },
  }
}

let restore = () => {}
afterEach(() => restore())

describe('createLatch lifecycle', () => {
  it('behavior: 1000 clients created and destroyed leave no listener or timer', async () => {
    const t = track()
    restore = t.restore
    const wallets = registry([])
    for (let i = 0; i < 1000; i++) {
      const latch = createLatch(
        resolveOptions({
          projectId: 'test',
          networks: [mainnet, solanaDevnet],
          storage: makeMemoryBackend(),
        }),
        { window, wallets },
      )
      await latch.ready
      await latch.open()
      await latch.close()
      await latch.destroy()
    }
    // one client alive proves the counters see what a client holds
    const alive = createLatch(
      resolveOptions({
        projectId: 'test',
        networks: [mainnet, solanaDevnet],
        storage: makeMemoryBackend(),
      }),
      { window, wallets },
    )
    await alive.ready
    expect(t.liveListeners()).toBeGreaterThan(0)
    expect(wallets.live.count).toBe(2)
    await alive.destroy()
    expect(t.liveListeners()).toBe(0)
    expect(wallets.live.count).toBe(0)
    expect(t.liveTimers()).toBe(0)
  }, 60_000)
})

describe('createLatch: solana through the Wallet Standard', () => {
  it('default: connects a Solana wallet beside EVM and signs in with a CAIP-122 message the key verifies', async () => {
    const { wallet, address, keys } = await makeTestSolanaWallet({ approve: () => true })
    const latch = createLatch(
      resolveOptions({
        projectId: 'test',
        networks: [mainnet, solanaDevnet],
        siwx: { required: false },
        storage: makeMemoryBackend(),
      }),
      { wallets: registry([wallet]) },
    )
    await latch.ready
    const tile = latch.state.connectors.value.find((c) => c.namespace === 'solana')
    expect(tile).toMatchObject({ name: 'Test Solana Wallet', type: 'ANNOUNCED' })
    await latch.connect(tile!.id)
    expect(latch.state.network.value.caipNetworkId).toBe(solanaDevnet.caipNetworkId)
    expect(latch.state.account.value).toMatchObject({ status: 'connected', address })
    expect(latch.state.router.value.view).toBe('SIWXSignMessage')
    const session = await latch.signIn()
    expect(session.message).toContain('wants you to sign in with your Solana account:')
    expect(session.message).toContain(`Chain ID: ${solanaDevnet.caipNetworkId}`)
    const ok = await verifySignature(
      keys.publicKey,
      new Uint8Array(getBase58Encoder().encode(session.signature)) as never,
      new TextEncoder().encode(session.message),
    )
    expect(ok).toBe(true)
    await latch.destroy()
  })

  it('behavior: a reload restores the Solana connection on its network, the modal stays shut', async () => {
    const { wallet, address } = await makeTestSolanaWallet({ approve: () => true })
    const wallets = registry([wallet])
    const storage = makeMemoryBackend()
    const options = { projectId: 'test', networks: [mainnet, solanaDevnet], storage }
    const first = createLatch(resolveOptions(options), { wallets })
    await first.ready
    await first.connect(`ws:${wallet.name}`)
    await first.destroy()

    const reloaded = createLatch(resolveOptions(options), { wallets })
    await reloaded.ready
    expect(reloaded.state.network.value).toMatchObject({
      name: 'Solana Devnet',
      caipNetworkId: solanaDevnet.caipNetworkId,
    })
    expect(reloaded.state.account.value).toMatchObject({ status: 'connected', address })
    expect(reloaded.state.modal.value.open).toBe(false)
    expect(reloaded.state.router.value.view).not.toBe('UnsupportedChain')
    await reloaded.destroy()
  })

  it('behavior: the wallet is asked on its own chain name (solana:devnet), not the CAIP-2 id', async () => {
    const { wallet, address, sentOn } = await makeTestSolanaWallet({ approve: () => true })
    const latch = createLatch(
      resolveOptions({ projectId: 'test', networks: [solanaDevnet], storage: makeMemoryBackend() }),
      { wallets: registry([wallet]) },
    )
    await latch.ready
    await latch.connect(`ws:${wallet.name}`)
    const transaction = btoa('not a real transaction')
    const sent = await latch.request({
      method: 'solana_signAndSendTransaction',
      params: { transaction, pubkey: address },
    })
    expect(sent).toMatchObject({ signature: expect.any(String) })
    expect(sentOn).toEqual(['solana:devnet'])
    await latch.destroy()
  })

  it('parameters: connect(id, { namespace }) connects the connector of that namespace', async () => {
    const { wallet, address } = await makeTestSolanaWallet({ approve: () => true })
    const asked: string[] = []
    const evm = {
      request: async ({ method }: { method: string }) => {
        asked.push(method)
        throw Object.assign(new Error('User rejected'), { code: 4001 })
      },
    }
    const latch = createLatch(
      resolveOptions({
        projectId: 'test',
        networks: [mainnet, solanaDevnet],
        storage: makeMemoryBackend(),
        connectors: [
          { id: 'acme', name: 'Acme', namespace: 'eip155', provider: evm },
          { id: 'acme', name: 'Acme', namespace: 'solana', provider: wallet },
        ],
      }),
      { wallets: registry([]) },
    )
    await latch.ready
    const result = await latch.connect('acme', { namespace: 'solana' })
    expect(result.accounts).toEqual([{ type: 'eoa', address }])
    expect(Object.keys(latch.state.connections.value)).toEqual(['solana'])
    expect(latch.state.network.value.caipNetworkId).toBe(solanaDevnet.caipNetworkId)
    expect(asked).toEqual([])
    await expect(latch.connect('acme', { namespace: 'bitcoin' })).rejects.toMatchObject({
      reason: 'ProviderNotFound',
    })
    await latch.destroy()
  })
})
