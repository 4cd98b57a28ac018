import { featureState } from '../../state/featureState.ts'

/** `state.socialLogin`: a social login in its popup (ConnectingSocial). */
export interface SocialLoginState {
  /** `awaiting-device`: a browser new to the account waits for the mailed approval link. */
  readonly status: 'idle' | 'connecting' | 'awaiting-device' | 'verifying' | 'error'
  /** SPEC §3 socialProvider: the provider of the login under way or last tried. */
  readonly provider: string | undefined
  /** The last failure's text (a closed popup, a refused login, SPEC §8). */
  readonly error: string | undefined
  /** SPEC §3 farcasterUrl: the sign-in URI ConnectingFarcaster shows while it waits. */
  readonly farcasterUrl?: string | undefined
}

/** No social login under way. */
export const emptySocialLogin: SocialLoginState = {
  status: 'idle',
  provider: undefined,
  error: undefined,
}

/** The social and Farcaster logins' part of the state. */
export const socialFeature = featureState<'ConnectingSocial' | 'ConnectingFarcaster'>()({
  /** The social login under way (ConnectingSocial). */
  socialLogin: emptySocialLogin,
})
