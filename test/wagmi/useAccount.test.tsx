// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type Chain, defineChain } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createConfig, http, useAccount, useConnect, useConnectors, WagmiProvider } from 'wagmi'
import { type LocalChain, startChain } from '../../playground/chain/startChain.ts'
import { createDevWallet } from '../../playground/devWallet/index.ts'
import { LatchProvider } from '../../react/index.ts'
import { createLatchIn } from '../../runtime/createLatch.ts'
import { defineNetwork } from '../../runtime/networks.ts'
import { makeMemoryBackend } from '../../runtime/services/Storage.ts'
import { latchConnector } from '../../wagmi/index.ts'
import { click, mount, shadow, waitFor } from '../react/support/mount.tsx'

let chain: LocalChain
beforeAll(async () => {
  chain = await startChain({ port: 0, chainId: 31337, token: false })
}, 120_000)
afterAll(async () => {
  await chain?.stop()
}, 30_000)

/** A wagmi app's own UI: its connect button (wagmi's useConnect) and what useAccount reports. */
const WagmiAccount = () => {
  const account = useAccount()
  const connect = useConnect()
  const [connector] = useConnectors()
  return (
    <div>
      <button
        type="button"
        data-testid="wagmi-connect"
        onClick={() => connector && connect.mutate({ connector })}
      >
        Connect with wagmi
      </button>
      <output data-testid="wagmi-account">
        {account.status}
        {account.address ? ` ${account.address}` : ''}
        {account.connector ? ` via ${account.connector.id}` : ''}
      </output>
    </div>
  )
}

describe('latchConnector in a wagmi React app', () => {
  it('default: wagmi’s connect opens Latch’s modal, the visitor picks the wallet there, useAccount shows its address', async () => {
    const wallet = createDevWallet({
      chains: [{ chainId: chain.chainId, rpcUrl: chain.url }],
      autoApprove: true,
    })
    const latch = createLatchIn(
      {
        projectId: 'wagmi-react-test',
        networks: [
          defineNetwork({
            id: chain.chainId,
            chainNamespace: 'eip155',
            name: chain.name,
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            rpcUrls: { default: { http: [chain.url] } },
            testnet: true,
          }),
        ],
        connectors: [
          { id: 'dev', name: 'Latch Dev Wallet', namespace: 'eip155', provider: wallet },
        ],
        storage: makeMemoryBackend(),
      },
      {},
    )
    const anvil: Chain = defineChain({
      id: chain.chainId,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.url] } },
    })
    const config = createConfig({
      chains: [anvil],
      connectors: [latchConnector({ latch })],
      transports: { [anvil.id]: http(chain.url) },
      multiInjectedProviderDiscovery: false,
      storage: null,
    })
    const queryClient = new QueryClient()
    const view = await mount(
      <WagmiProvider config={config} reconnectOnMount={false}>
        <QueryClientProvider client={queryClient}>
          <LatchProvider client={latch}>
            <WagmiAccount />
          </LatchProvider>
        </QueryClientProvider>
      </WagmiProvider>,
    )
    try {
      const output = () => view.container.querySelector('[data-testid="wagmi-account"]')
      expect(output()?.textContent).toBe('disconnected')

      await click(view.container.querySelector('[data-testid="wagmi-connect"]')!)
      await waitFor(() => shadow().querySelector('[data-latch-view="Connect"]'))
      const tile = await waitFor(() => shadow().querySelector('[data-latch-connector="dev"]'))
      expect(tile.textContent).toContain('Latch Dev Wallet')
      await click(tile)

      await waitFor(() => output()?.textContent?.startsWith('connected'), 10_000)
      expect(output()?.textContent).toBe(`connected ${wallet.address} via latch`)
    } finally {
      await view.unmount()
      queryClient.clear()
      await latch.destroy()
    }
  }, 60_000)
})
