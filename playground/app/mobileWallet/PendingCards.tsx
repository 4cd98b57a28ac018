import type {
  MobileWalletProposal,
  MobileWalletRequest,
} from '../../mobileWallet/createMobileWallet.ts'
import type { PendingItem } from './createPendingQueue.ts'

const describeParams = (params: unknown): string => {
  const text = JSON.stringify(params)
  return text.length > 400 ? `${text.slice(0, 400)}…` : text
}

/** Approve and Reject for one pending item (`what`: session or request, in the test ids). */
const AnswerButtons = ({
  what,
  answer,
}: {
  readonly what: 'session' | 'request'
  readonly answer: (ok: boolean) => void
}) => (
  <div className="row">
    <button
      type="button"
      className="button"
      data-testid={`mobile-approve-${what}`}
      onClick={() => answer(true)}
    >
      Approve
    </button>
    <button
      type="button"
      className="button"
      data-testid={`mobile-reject-${what}`}
      onClick={() => answer(false)}
    >
      Reject
    </button>
  </div>
)

/**
 * The session proposals waiting for an answer: the dapp's name and the chains it asks for.
 *
 * @example
 * import { ProposalsCard } from './PendingCards.tsx'
 * <ProposalsCard proposals={proposals} />
 */
export const ProposalsCard = ({
  proposals,
}: {
  readonly proposals: readonly PendingItem<MobileWalletProposal>[]
}) => (
  <section className="card">
    <h2>Session proposal</h2>
    {proposals.length === 0 && <p className="muted">None pending.</p>}
    {proposals.map(({ key, item, answer }) => (
      <div key={key} data-testid="mobile-proposal">
        <p>
          <strong>{item.name}</strong> asks for {item.chains.join(', ')}
        </p>
        <AnswerButtons what="session" answer={answer} />
      </div>
    ))}
  </section>
)

/**
 * The requests waiting for an answer: method, chain and (up to 400 characters of) params.
 *
 * @example
 * import { RequestsCard } from './PendingCards.tsx'
 * <RequestsCard requests={requests} />
 */
export const RequestsCard = ({
  requests,
}: {
  readonly requests: readonly PendingItem<MobileWalletRequest>[]
}) => (
  <section className="card">
    <h2>Requests</h2>
    {requests.length === 0 && <p className="muted">None pending.</p>}
    {requests.map(({ key, item, answer }) => (
      <div key={key} data-testid="mobile-request" data-method={item.method}>
        <p>
          <strong>{item.method}</strong> on {item.chainId}
        </p>
        <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {describeParams(item.params)}
        </pre>
        <AnswerButtons what="request" answer={answer} />
      </div>
    ))}
  </section>
)
