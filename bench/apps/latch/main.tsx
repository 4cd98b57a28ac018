// Latch as an app uses it, from this repository's sources, with the library's defaults:
// mainnet + Base, and WalletConnect on (the peers all ship it), on its default public relay.
import { createRoot } from 'react-dom/client'
import { createLatch } from '../../../runtime/index.ts'
import { base, mainnet } from '../../../runtime/networks.ts'
import { ConnectButton, LatchProvider } from '../../../react/index.ts'

const latch = createLatch({
  projectId: 'b56e18d47c72ab683b10814fe9495694',
  networks: [mainnet, base],
  metadata: { name: 'Bench', description: 'Bench', url: location.origin, icons: [] },
  walletConnect: {},
})

createRoot(document.getElementById('root')!).render(
  <LatchProvider client={latch}>
    <ConnectButton />
  </LatchProvider>,
)
