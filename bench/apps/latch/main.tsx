// Latch as an app uses it, installed from the packed tarball (bench/installLatchTarball.ts), with
// the library's defaults: mainnet + Base, and WalletConnect on (the peers all ship it), on its
// default public relay.
import { createLatch } from 'latch'
import { base, mainnet } from 'latch/networks'
import { ConnectButton, LatchProvider } from 'latch/react'
import { createRoot } from 'react-dom/client'

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
