import { useEffect, useState } from 'react'
import type { MobileWallet } from '../../mobileWallet/createMobileWallet.ts'

/** One session the wallet holds: its topic and the dapp's name. */
export type SessionRow = { readonly topic: string; readonly peer: string }

const readSessions = (wallet: MobileWallet): SessionRow[] =>
  wallet.client.session.getAll().map((s) => ({ topic: s.topic, peer: s.peer.metadata.name }))

const sameSessions = (a: readonly SessionRow[], b: readonly SessionRow[]) =>
  a.length === b.length && a.every((row, i) => row.topic === b[i]?.topic)

/**
 * The sessions the wallet holds, refreshed on its events and every half second.
 *
 * @example
 * import { useSessions } from './useSessions.ts'
 * const sessions = useSessions(wallet)
 */
export const useSessions = (wallet: MobileWallet): SessionRow[] => {
  const [sessions, setSessions] = useState(() => readSessions(wallet))
  useEffect(() => {
    const refresh = () =>
      setSessions((current) => {
        const next = readSessions(wallet)
        return sameSessions(current, next) ? current : next
      })
    // sign-client has no wallet-side "settled" event: approvals land a moment after the answer.
    const timer = setInterval(refresh, 500)
    wallet.client.on('session_delete', refresh)
    wallet.client.on('session_expire', refresh)
    return () => {
      clearInterval(timer)
      wallet.client.off('session_delete', refresh)
      wallet.client.off('session_expire', refresh)
    }
  }, [wallet])
  return sessions
}
