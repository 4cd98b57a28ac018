import { afterAll, afterEach, beforeAll } from 'vitest'
import { ConnectButton, LatchProvider } from '../../../react/index.ts'
import type { ClientEnvironment } from '../../../runtime/client.ts'
import { createLatchIn } from '../../../runtime/createLatch.ts'
import { defineNetwork, type Network } from '../../../runtime/networks.ts'
import type { LatchOptions } from '../../../runtime/services/Config.ts'
import { makeMemoryBackend } from '../../../runtime/services/Storage.ts'
import { mount } from './mount.tsx'
import { startFakeRpc } from './startFakeRpc.ts'

/**
 * For a file whose tests mount real clients; call it at the file's top level. `local()` is the
 * local EVM chain 'Latch Local' on a fake RPC (10 ETH for every address), started before the
 * file's tests and stopped after. `mountClient` mounts `createLatchIn(options, environment)`
 * (project 'test', memory storage unless `options` says), once ready, under LatchProvider with
 * its ConnectButton; after each test the clients are unmounted and destroyed, the body emptied.
 */
export const realClients = (chainId = 31_337) => {
  let rpc: Awaited<ReturnType<typeof startFakeRpc>> | undefined
  let local: Network | undefined
  let cleanup: Array<() => Promise<void>> = []
  beforeAll(async () => {
    rpc = await startFakeRpc(chainId)
    local = defineNetwork({
      id: chainId,
      chainNamespace: 'eip155',
      name: 'Latch Local',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpc.url] } },
    })
  })
  afterAll(() => rpc?.stop())
  afterEach(async () => {
    for (const c of cleanup.reverse()) await c()
    cleanup = []
    document.body.innerHTML = ''
  })
  const mountClient = async (
    options: Omit<LatchOptions, 'projectId'>,
    environment: ClientEnvironment = {},
  ) => {
    const latch = createLatchIn(
      { projectId: 'test', storage: makeMemoryBackend(), ...options },
      environment,
    )
    await latch.ready
    const view = await mount(
      <LatchProvider client={latch}>
        <ConnectButton />
      </LatchProvider>,
    )
    cleanup.push(async () => {
      await view.unmount()
      await latch.destroy()
    })
    const button = view.container.querySelector<HTMLButtonElement>(
      '[data-testid="latch-connect-button"]',
    )
    if (!button) throw new Error('no connect button')
    return { latch, button }
  }
  return {
    local: () => {
      if (!local) throw new Error('the local chain starts in beforeAll')
      return local
    },
    mountClient,
  }
}
