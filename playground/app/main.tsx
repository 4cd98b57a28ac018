import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { installDevWallet } from '../devWallet/index.ts'
import { App } from './App.tsx'
import { createPlaygroundLatch } from './createPlaygroundLatch.ts'
import { readPlaygroundConfig } from './playgroundConfig.ts'
import './styles.css'

const config = readPlaygroundConfig()
const search = new URLSearchParams(window.location.search)

// The dev wallet first, so it is announced (EIP-6963) when Latch starts discovering.
// `?autoApprove=1` approves every request without its prompt.
installDevWallet(window, {
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

// `?siwx=0` turns the sign-in offer off.
const latch = createPlaygroundLatch(config, { siwx: search.get('siwx') !== '0' })

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
createRoot(root).render(
  <StrictMode>
    <App latch={latch} config={config} />
  </StrictMode>,
)
