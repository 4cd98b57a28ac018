import { featureState } from '../../state/featureState.ts'

/** SPEC §3 "Sign-in message" fields. Times are ISO-8601 strings; `chainId` is CAIP-2. */
export interface SiwxMessageData {
  readonly chainId: string
  readonly accountAddress: string
  readonly nonce: string
  readonly domain: string
  readonly uri: string
  readonly version: '1'
  readonly issuedAt: string
  readonly expirationTime?: string | undefined
  readonly notBefore?: string | undefined
  readonly requestId?: string | undefined
  readonly resources?: readonly string[] | undefined
  readonly statement?: string | undefined
}

/** SPEC §3 Session: what a successful sign-in keeps. */
export interface SiwxSession {
  readonly data: SiwxMessageData
  readonly message: string
  readonly signature: string
  readonly cacao?: unknown
}

/** `state.siwx`: the sign-in step the SIWXSignMessage view shows. */
export interface SiwxState {
  readonly status: 'idle' | 'signing' | 'error'
  /** The message text being (or last) signed. */
  readonly message: string | undefined
  /** SPEC §8 text of the last failure, e.g. 'Signature declined'. */
  readonly error: string | undefined
}

/** No sign-in under way. */
export const emptySiwx: SiwxState = { status: 'idle', message: undefined, error: undefined }

/** The sign-in's part of the state. */
export const siwxFeature = featureState<'SIWXSignMessage'>()({
  /** The sign-in step (SIWXSignMessage). */
  siwx: emptySiwx,
})
