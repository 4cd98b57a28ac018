import { WALLETCONNECT_RPC_OPTS } from '../../../constants.ts'
import { deriveSymKey, generateKeyPair, randomKey, topicOf } from './wcCrypto.ts'
import { formatPairingUri } from './wcPairingUri.ts'
import { payloadId } from './wcRelaySocket.ts'
import type { WcStoredSession } from './wcSessionStore.ts'
import type { WcIncoming, WcTransport } from './wcTransport.ts'
import type {
  WcAuthPayload,
  WcCacao,
  WcMetadata,
  WcProposalNamespace,
  WcSession,
  WcSessionNamespace,
} from './wcTypes.ts'

/** A sign-in to carry in the proposal (one-click auth), as the connector asks it. */
export interface WcAuthentication {
  readonly domain: string
  readonly uri: string
  readonly nonce: string
  readonly chains: readonly string[]
  readonly statement?: string | undefined
  readonly requestId?: string | undefined
  readonly resources?: readonly string[] | undefined
  /** Seconds the proposal (and so the sign-in request) lives. */
  readonly ttl?: number | undefined
}

/** What a session proposal asks. */
export interface WcProposeParams {
  readonly optionalNamespaces: Readonly<Record<string, WcProposalNamespace>>
  readonly authentication?: readonly WcAuthentication[] | undefined
}

/** The wallet's `wc_sessionSettle` params Latch reads. */
interface SettleParams {
  readonly namespaces: Record<string, WcSessionNamespace>
  readonly expiry: number
  readonly controller: { readonly publicKey: string; readonly metadata?: WcMetadata }
  readonly proposalRequestsResponses?: { readonly authentication?: readonly WcCacao[] }
}

/** The proposer: one pairing at a time, from proposal to settled session. */
export interface WcProposer {
  /** Proposes, calls `onUri` once the relay took the proposal, resumes with the session. */
  propose(params: WcProposeParams, onUri: (uri: string) => void): Promise<WcStoredSession>
  /** Takes a `wc_sessionSettle` the wallet sent; `false` when no proposal waits for it. */
  settle(incoming: WcIncoming): boolean
  /** Forgets the pairing under way (its topics and keys). */
  cancel(): void
}

/** The sign-in requests of a proposal, as sign-client 2.25 writes `requests.authentication`. */
const authRequests = (
  auth: readonly WcAuthentication[],
): (WcAuthPayload & { chains: string[] })[] =>
  auth.map((a) => ({
    domain: a.domain,
    chains: [...a.chains],
    nonce: a.nonce,
    type: 'caip122',
    aud: a.uri,
    version: '1',
    iat: new Date().toISOString(),
    ...(a.statement ? { statement: a.statement } : {}),
    ...(a.requestId ? { requestId: a.requestId } : {}),
    ...(a.resources ? { resources: [...a.resources] } : {}),
  }))

/** The `wc_sessionPropose` params, as sign-client 2.25 writes them. */
const proposalOf = (
  params: WcProposeParams,
  metadata: WcMetadata,
  pairing: { id: number; topic: string; expiryTimestamp: number; publicKey: string },
) => ({
  requiredNamespaces: {},
  optionalNamespaces: params.optionalNamespaces,
  relays: [{ protocol: 'irn' }],
  proposer: { publicKey: pairing.publicKey, metadata },
  expiryTimestamp: pairing.expiryTimestamp,
  pairingTopic: pairing.topic,
  id: pairing.id,
  ...(params.authentication
    ? { requests: { authentication: authRequests(params.authentication) } }
    : {}),
})

/** The session a settle describes. */
const sessionOf = (topic: string, settle: SettleParams): WcSession => ({
  topic,
  namespaces: settle.namespaces,
  expiry: settle.expiry,
  peer: settle.controller,
  authentication: settle.proposalRequestsResponses?.authentication,
})

/**
 * Makes the proposer over `transport`: a new pairing key and topic, a `wc_sessionPropose`
 * sealed under it (the proposer key an x25519 key), the URI; on the wallet's answer, the
 * session key from its `responderPublicKey`, the session topic listened to, and the session
 * once the wallet's `wc_sessionSettle` arrives there (acknowledged).
 */
export const makeProposer = (transport: WcTransport, metadata: WcMetadata): WcProposer => {
  let pairingTopic: string | undefined
  let waitingOn: string | undefined
  let onSettle: ((params: SettleParams) => void) | undefined

  const cancel = () => {
    if (pairingTopic) transport.forget(pairingTopic)
    if (waitingOn && onSettle) transport.forget(waitingOn)
    pairingTopic = undefined
    waitingOn = undefined
    onSettle = undefined
  }

  const propose: WcProposer['propose'] = async (params, onUri) => {
    cancel()
    const symKey = randomKey()
    const topic = topicOf(symKey)
    pairingTopic = topic
    const self = generateKeyPair()
    const ttl = params.authentication?.[0]?.ttl ?? WALLETCONNECT_RPC_OPTS.wc_sessionPropose.ttl
    const expiryTimestamp = Math.floor(Date.now() / 1000) + ttl
    const id = payloadId()
    const proposal = proposalOf(params, metadata, {
      id,
      topic,
      expiryTimestamp,
      publicKey: self.publicKey,
    })
    await transport.listen(topic, symKey)
    const sent = transport.send<{ responderPublicKey: string }>(
      topic,
      'wc_sessionPropose',
      proposal,
      id,
    )
    await sent.published
    onUri(formatPairingUri({ topic, symKey, expiryTimestamp }))
    const { responderPublicKey } = await sent.answer
    const sessionKey = deriveSymKey(self.privateKey, responderPublicKey)
    const settled = new Promise<SettleParams>((resolve) => {
      onSettle = resolve
    })
    const sessionTopic = topicOf(sessionKey)
    waitingOn = sessionTopic
    await transport.listen(sessionTopic, sessionKey)
    const settle = await settled
    const session = sessionOf(sessionTopic, settle)
    if (pairingTopic === topic) transport.forget(topic)
    pairingTopic = undefined
    return { session, symKey: sessionKey }
  }

  return {
    propose,
    settle: (incoming) => {
      if (incoming.topic !== waitingOn || !onSettle) return false
      onSettle(incoming.params as SettleParams)
      onSettle = undefined
      waitingOn = undefined
      transport.respond(incoming, { result: true }).catch(() => undefined)
      return true
    },
    cancel,
  }
}
