import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { installBitcoinDevWallet } from '../bitcoin/installBitcoinDevWallet.ts'
import { installSatsConnectDevWallet } from '../bitcoin/installSatsConnectDevWallet.ts'
import { installDevWallet } from '../devWallet/index.ts'
import { installSolanaDevWallet } from '../solana/installSolanaDevWallet.ts'
import { localSolanaNetwork } from '../solana/localSolanaNetwork.ts'
import { App } from './App.tsx'
import { createPlaygroundLatch } from './createPlaygroundLatch.ts'
import { readPlaygroundConfig } from './playgroundConfig.ts'
import { readPageOptions } from './readPageOptions.ts'
import './styles.css'

const config = readPlaygroundConfig()
const options = readPageOptions(window.location.search)

// The dev wallet first, so it is announced (EIP-6963) when Latch starts discovering.
// `?autoApprove=1` approves every request without its prompt.
const devWallet = installDevWallet(window, {
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
})

// For automation and the console: the dev wallet's EIP-1193 provider.
Object.assign(window, { latchDevWallet: devWallet.provider })

// The Solana dev wallet (Wallet Standard) over the local Solana chain, registered before
// Latch starts so a connection restores after a reload; the same prompt and `?autoApprove=1`.
if (config.solana) {
  const rpcUrl = config.solana.rpcUrl
  const solanaDevWallet = await installSolanaDevWallet(window, {
    rpcUrls: { 'solana:localnet': rpcUrl, [localSolanaNetwork(rpcUrl).caipNetworkId]: rpcUrl },
  })
  Object.assign(window, { latchSolanaDevWallet: solanaDevWallet.wallet })
}

// The Bitcoin dev wallet (Wallet Standard, BIP-322 message signing; no send).
Object.assign(window, { latchBitcoinDevWallet: installBitcoinDevWallet(window).wallet })
// The same key as a sats-connect wallet (window.btc_providers), as Xverse-style wallets are.
installSatsConnectDevWallet(window)

// `?siwx=0|required`, `?theme=light`, `?networks=31337,1`, `?locale=ar` (readPageOptions).
const latch = createPlaygroundLatch(config, options)
// For automation and the console, like the dev wallets: the page's Latch client.
Object.assign(window, { latch })
document.documentElement.dataset.theme = options.themeMode

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
createRoot(root).render(
  <StrictMode>
    <App latch={latch} config={config} options={options} />
  </StrictMode>,
)
