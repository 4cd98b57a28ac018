/** The shapes of the WalletConnect Sign API (v2) that Latch's client speaks. */

/** dApp or wallet metadata shown by the other side. */
export interface WcMetadata {
  readonly name: string
  readonly description: string
  readonly url: string
  readonly icons: readonly string[]
}

/** One namespace of a proposal (`chains`, `methods`, `events`). */
export interface WcProposalNamespace {
  readonly chains: readonly string[]
  readonly methods: readonly string[]
  readonly events: readonly string[]
}

/** One namespace of a settled session: what the wallet granted. */
export interface WcSessionNamespace {
  readonly chains?: readonly string[] | undefined
  readonly accounts: readonly string[]
  readonly methods: readonly string[]
  readonly events: readonly string[]
}

/** A CAIP-122 sign-in request carried in a proposal (`requests.authentication`). */
export interface WcAuthPayload {
  readonly domain: string
  readonly aud: string
  readonly version: string
  readonly nonce: string
  readonly iat: string
  readonly type?: string | undefined
  readonly statement?: string | undefined
  readonly exp?: string | undefined
  readonly nbf?: string | undefined
  readonly requestId?: string | undefined
  readonly resources?: readonly string[] | undefined
}

/** A CACAO the wallet signed in with: header, payload (with `iss`), signature. */
export interface WcCacao {
  readonly h: { readonly t: string }
  readonly p: WcAuthPayload & { readonly iss: string }
  readonly s: { readonly t: string; readonly s: string }
}

/** A settled session, as the client keeps and stores it. */
export interface WcSession {
  readonly topic: string
  readonly namespaces: Readonly<Record<string, WcSessionNamespace>>
  /** Unix seconds. */
  readonly expiry: number
  readonly peer: { readonly publicKey: string; readonly metadata?: WcMetadata | undefined }
  /** The CACAOs of a sign-in answered with the approval. */
  readonly authentication?: readonly WcCacao[] | undefined
}

/** A JSON-RPC error as the wallet answers it (`code` is what errors are classified by). */
export interface WcRpcError {
  readonly code: number
  readonly message: string
}

/** A JSON-RPC message inside an envelope. */
export type WcPayload =
  | { readonly id: number; readonly method: string; readonly params: unknown }
  | { readonly id: number; readonly result: unknown }
  | { readonly id: number; readonly error: WcRpcError }

/** What the client tells its listeners. */
export interface WcClientEvents {
  readonly display_uri: string
  readonly session_event: {
    readonly chainId: string
    readonly event: { readonly name: string; readonly data: unknown }
  }
  readonly session_update: WcSession
  readonly session_delete: undefined
  readonly session_expire: undefined
}

/** Tells the client's listeners. */
export type WcEmit = <K extends keyof WcClientEvents>(event: K, data: WcClientEvents[K]) => void
