import type { SessionRow } from './useSessions.ts'

/**
 * The sessions the wallet holds, each with its Disconnect, and Disconnect all.
 *
 * @example
 * import { SessionsCard } from './SessionsCard.tsx'
 * <SessionsCard sessions={sessions} disconnect={(topic) => void wallet.disconnect(topic)} />
 */
export const SessionsCard = ({
  sessions,
  disconnect,
}: {
  readonly sessions: readonly SessionRow[]
  readonly disconnect: (topic?: string) => void
}) => (
  <section className="card">
    <h2>Sessions</h2>
    {sessions.length === 0 && <p className="muted">No session.</p>}
    <ul data-testid="mobile-sessions">
      {sessions.map((s) => (
        <li key={s.topic} data-topic={s.topic}>
          {s.peer}{' '}
          <button type="button" className="button" onClick={() => disconnect(s.topic)}>
            Disconnect
          </button>
        </li>
      ))}
    </ul>
    {sessions.length > 0 && (
      <button
        type="button"
        className="button"
        data-testid="mobile-disconnect"
        onClick={() => disconnect()}
      >
        Disconnect all
      </button>
    )}
  </section>
)
