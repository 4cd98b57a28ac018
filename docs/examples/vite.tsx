// README "Vite + React": the whole app. Compiled by `npm run typecheck` (docs/ is in tsconfig).
import { createLatch } from 'latch'
import { base, mainnet } from 'latch/networks'
import { ConnectButton, LatchProvider, NetworkButton, useLatchAccount } from 'latch/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

// One client for the page, made once, outside React.
const latch = createLatch({
  projectId: 'my-app',
  networks: [mainnet, base],
  metadata: { name: 'My App', url: window.location.origin },
})

const Balance = () => {
  const { address, balance, balanceSymbol } = useLatchAccount()
  return address ? <p>{`${address}: ${balance ?? '…'} ${balanceSymbol ?? ''}`}</p> : null
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <LatchProvider client={latch}>
      <ConnectButton />
      <NetworkButton />
      <Balance />
    </LatchProvider>
  </StrictMode>,
)
