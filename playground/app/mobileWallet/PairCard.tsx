import { useState } from 'react'
import type { MobileWallet } from '../../mobileWallet/createMobileWallet.ts'

/**
 * The page's Pair card: a `wc:` URI field and its Pair button, and the page's last status.
 *
 * @example
 * import { PairCard } from './PairCard.tsx'
 * <PairCard wallet={wallet} status={status} setStatus={setStatus} />
 */
export const PairCard = ({
  wallet,
  status,
  setStatus,
}: {
  readonly wallet: MobileWallet
  readonly status: string | undefined
  readonly setStatus: (status: string | undefined) => void
}) => {
  const [uri, setUri] = useState('')
  const [pairing, setPairing] = useState(false)
  const pair = async () => {
    setPairing(true)
    setStatus(undefined)
    try {
      await wallet.pair(uri.trim())
      setUri('')
      setStatus('Paired: waiting for the session proposal')
    } catch (error) {
      setStatus(`Pairing failed: ${error instanceof Error ? error.message : String(error)}`)
    } finally {
      setPairing(false)
    }
  }
  return (
    <section className="card">
      <h2>Pair</h2>
      <label htmlFor="mobile-pair-uri" className="muted">
        WalletConnect URI (wc:…)
      </label>
      <textarea
        id="mobile-pair-uri"
        data-testid="mobile-pair-uri"
        rows={4}
        style={{ width: '100%', boxSizing: 'border-box' }}
        value={uri}
        onChange={(event) => setUri(event.target.value)}
      />
      <div className="row">
        <button
          type="button"
          className="button"
          data-testid="mobile-pair"
          disabled={pairing || !uri.trim().startsWith('wc:')}
          onClick={() => void pair()}
        >
          Pair
        </button>
      </div>
      {status && (
        <p role="status" data-testid="mobile-status">
          {status}
        </p>
      )}
    </section>
  )
}
