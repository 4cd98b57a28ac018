import { useCallback, useEffect, useRef, useState } from 'react'
import type { WalletConnectPairing } from '../types.ts'
import { useLatch } from './useLatch.ts'
import { useSignalValue } from './useSignalValue.ts'

/**
 * Where the WalletConnect views stand: the runtime's pairing status once an attempt runs;
 * `expired`, `rejected` and `failed` offer a retry.
 */
export type WalletConnectViewStatus = Exclude<WalletConnectPairing['status'], 'idle'>

const inFlight: ReadonlySet<string> = new Set(['proposing', 'waiting', 'relayLost'])
const ends: ReadonlySet<string> = new Set(['expired', 'rejected', 'failed'])

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : String(error)

/**
 * One WalletConnect pairing for the ConnectingWalletConnect views: starts
 * `client.connect(<WalletConnect connector>)` once on mount (unless a pairing is already in
 * flight, whose URI it then shows), reads `state.walletConnect` and retries with a fresh
 * connect; the runtime shows Account once it connected (or the sign-in or UnsupportedChain
 * view its rules pick). `uri` is set only while a pairing waits, never after it ended.
 */
export const useWalletConnectAttempt = () => {
  const latch = useLatch()
  const pairing = useSignalValue(latch.state.walletConnect)
  const connectors = useSignalValue(latch.state.connectors)
  const connectorId = connectors.find((c) => c.type === 'WALLET_CONNECT')?.id ?? 'walletConnect'
  const [restarting, setRestarting] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)

  const start = useCallback(() => {
    setError(undefined)
    latch.connect(connectorId).then(
      () => setRestarting(false),
      (cause: unknown) => {
        setRestarting(false)
        setError(messageOf(cause))
      },
    )
  }, [latch, connectorId])

  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    if (!inFlight.has(latch.state.walletConnect.peek().status)) start()
  }, [latch, start])

  // A retry shows "proposing" until the runtime reports the new attempt.
  useEffect(() => {
    if (restarting && !ends.has(pairing.status) && pairing.status !== 'idle') setRestarting(false)
  }, [restarting, pairing.status])

  const retry = useCallback(() => {
    setRestarting(true)
    start()
  }, [start])

  const status: WalletConnectViewStatus = restarting
    ? 'proposing'
    : pairing.status === 'idle'
      ? error === undefined
        ? 'proposing'
        : 'failed'
      : pairing.status
  const uri = status === 'waiting' || status === 'relayLost' ? pairing.uri : undefined
  const detail = ends.has(status) ? (pairing.error?.message ?? error) : undefined
  return { status, uri, detail, retry }
}
