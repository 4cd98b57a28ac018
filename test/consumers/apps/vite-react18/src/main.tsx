import { ConnectButton, LatchProvider, useLatchAccount } from 'latch/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { latch } from './latch'

const Account = () => {
  const { address, status } = useLatchAccount()
  return <output data-testid="consumer-account">{`${status} ${address ?? ''}`}</output>
}

const root = document.getElementById('root')
if (!root) throw new Error('no #root')
createRoot(root).render(
  <StrictMode>
    <LatchProvider client={latch}>
      <ConnectButton />
      <Account />
    </LatchProvider>
  </StrictMode>,
)
