// The baseline: what React 19 and one button cost with no wallet library at all.
import { useState } from 'react'
import { createRoot } from 'react-dom/client'

const App = () => {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" data-testid="connect-button" onClick={() => setOpen(true)}>
        Connect Wallet
      </button>
      {open ? (
        <div role="dialog" aria-modal="true" data-bench-view="Connect">
          Connect Wallet
        </div>
      ) : null}
    </>
  )
}

createRoot(document.getElementById('root')!).render(<App />)
