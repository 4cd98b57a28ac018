// ConnectKit with getDefaultConfig (its default connectors), mainnet + Base.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { ConnectKitButton, ConnectKitProvider, getDefaultConfig } from 'connectkit'
import { createRoot } from 'react-dom/client'
import { createConfig, WagmiProvider } from 'wagmi'
import { base, mainnet } from 'wagmi/chains'

const config = createConfig(
  getDefaultConfig({
    appName: 'Bench',
    walletConnectProjectId: 'b56e18d47c72ab683b10814fe9495694',
    chains: [mainnet, base],
  }),
)
const queryClient = new QueryClient()

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <ConnectKitProvider>
        <ConnectKitButton />
      </ConnectKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
