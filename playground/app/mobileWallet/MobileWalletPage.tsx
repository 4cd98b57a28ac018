import { useEffect, useState, useSyncExternalStore } from 'react'
import type {
  MobileWallet,
  MobileWalletProposal,
  MobileWalletRequest,
} from '../../mobileWallet/createMobileWallet.ts'
import { createPendingQueue, type PendingQueue } from './createPendingQueue.ts'
import { PairCard } from './PairCard.tsx'
import { ProposalsCard, RequestsCard } from './PendingCards.tsx'
import { SessionsCard } from './SessionsCard.tsx'
import { useSessions } from './useSessions.ts'

const usePending = <T,>(queue: PendingQueue<T>) =>
  useSyncExternalStore(queue.subscribe, queue.items, queue.items)

/** The wallet's proposal and request questions as two queues the page renders. */
const useQueues = (wallet: MobileWallet) => {
  const [queues] = useState(() => ({
    proposals: createPendingQueue<MobileWalletProposal>(),
    requests: createPendingQueue<MobileWalletRequest>(),
  }))
  useEffect(() => {
    const restoreProposal = wallet.onProposal(queues.proposals.decide)
    const restoreRequest = wallet.onRequest(queues.requests.decide)
    return () => {
      restoreProposal()
      restoreRequest()
    }
  }, [wallet, queues])
  return { proposals: usePending(queues.proposals), requests: usePending(queues.requests) }
}

/**
 * The dev mobile wallet's page: plays a phone wallet over WalletConnect. Paste a `wc:` URI
 * and pair, approve or reject the session proposal, then each request, and disconnect.
 */
export const MobileWalletPage = ({ wallet }: { readonly wallet: MobileWallet }) => {
  const { proposals, requests } = useQueues(wallet)
  const sessions = useSessions(wallet)
  const [status, setStatus] = useState<string | undefined>()

  const disconnect = async (topic?: string) => {
    try {
      await wallet.disconnect(topic)
      setStatus('Disconnected')
    } catch (error) {
      setStatus(`Disconnect failed: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  return (
    <>
      <header className="bar">
        <strong className="brand">Latch Dev Mobile Wallet</strong>
        <span className="muted" data-testid="mobile-address">
          {wallet.address}
        </span>
      </header>
      <main className="grid">
        <PairCard wallet={wallet} status={status} setStatus={setStatus} />
        <ProposalsCard proposals={proposals} />
        <RequestsCard requests={requests} />
        <SessionsCard sessions={sessions} disconnect={(topic) => void disconnect(topic)} />
      </main>
    </>
  )
}
