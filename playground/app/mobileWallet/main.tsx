import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { devAccounts } from '../../chain/devAccounts.ts'
import { createMobileWallet } from '../../mobileWallet/createMobileWallet.ts'
import { localSolanaNetwork } from '../../solana/localSolanaNetwork.ts'
import { readPlaygroundConfig } from '../playgroundConfig.ts'
import '../styles.css'
import { MobileWalletPage } from './MobileWalletPage.tsx'

const config = readPlaygroundConfig()
const root = document.getElementById('root')
if (!root) throw new Error('mobile-wallet.html has no #root')
const mount = createRoot(root)

// Dev account 1, so the address differs from the injected dev wallet's (account 0).
const privateKey = devAccounts[1]?.privateKey
if (!config.relayUrl || !privateKey) {
  mount.render(
    <p className="card">
      The dev WalletConnect relay is not running: start the playground with npm start.
    </p>,
  )
} else {
  const wallet = await createMobileWallet({
    relayUrl: config.relayUrl,
    projectId: config.projectId,
    chains: [
      {
        chainId: config.chains[0].chainId,
        rpcUrl: config.chains[0].rpcUrl,
        name: config.chains[0].name,
      },
      {
        chainId: config.chains[1].chainId,
        rpcUrl: config.chains[1].rpcUrl,
        name: config.chains[1].name,
      },
    ],
    privateKey,
    // It also holds Solana dev key 1 on the local Solana chain, so a session covers both.
    solanaChains: config.solana ? [localSolanaNetwork(config.solana.rpcUrl).caipNetworkId] : [],
    solanaKey: 1,
  })
  mount.render(
    <StrictMode>
      <MobileWalletPage wallet={wallet} />
    </StrictMode>,
  )
}
