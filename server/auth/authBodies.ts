import { z } from 'zod'
import { Email, Otp } from '../../generated/frame/zod.ts'
import { LoginKey, Proof, Sealed } from './loginCrypto.ts'

// The JSON bodies of the auth service's routes (createAuthHandler, loginRoutes).

const ProjectId = z.string().min(1).max(200)
/** The frame's device id (DECISIONS.md): 32 random bytes, base64url. */
const DeviceId = z.string().regex(/^[A-Za-z0-9_-]{43}$/)
/** A login's handle: the e-mail login id, the OAuth state or the Farcaster channel handle. */
const Handle = z.string().regex(/^[A-Za-z0-9_-]{43}$/)

export const StartBody = z
  .object({ projectId: ProjectId, email: Email, deviceId: DeviceId, loginKey: LoginKey })
  .strict()
export const DeviceStatusBody = z
  .object({ projectId: ProjectId, email: Email, deviceId: DeviceId, login: Handle, proof: Proof })
  .strict()
export const VerifyBody = z
  .object({
    projectId: ProjectId,
    email: Email,
    otp: Otp,
    deviceId: DeviceId,
    login: Handle,
    proof: Proof,
  })
  .strict()
export const SocialStartBody = z
  .object({
    projectId: ProjectId,
    provider: z.string().min(1).max(40),
    codeChallenge: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
    deviceId: DeviceId,
    loginKey: LoginKey,
  })
  .strict()
export const SocialFinishBody = z
  .object({
    projectId: ProjectId,
    state: Handle,
    code: z.string().min(1).max(2000),
    codeVerifier: z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/),
    deviceId: DeviceId,
    proof: Proof,
  })
  .strict()
export const FarcasterStartBody = z
  .object({ projectId: ProjectId, deviceId: DeviceId, loginKey: LoginKey })
  .strict()
export const FarcasterStatusBody = z
  .object({ projectId: ProjectId, channel: Handle, deviceId: DeviceId, proof: Proof })
  .strict()
/** A login waiting for its device step, asked again (`/auth/login/complete`). */
export const CompleteBody = z
  .object({ projectId: ProjectId, login: Handle, deviceId: DeviceId, proof: Proof })
  .strict()
/** A new wallet key, sealed to the server key of the login that made the session. */
export const KeyBody = z
  .object({
    login: Handle,
    address: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
    sealed: Sealed,
  })
  .strict()
