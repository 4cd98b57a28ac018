import type { z } from 'zod'
import { fail, readJson } from './authHttp.ts'
import type { AuthService } from './authService.ts'
import { NOT_THIS_FRAME, sameDevice } from './completeLogin.ts'
import { normalizeEmail } from './emailCodes.ts'

// The openings the e-mail login's steps share (createAuthHandler): the body, then the login.

/** The projects served: their ids, and each one's app origins. */
export type Site = {
  readonly projectIds: readonly string[]
  readonly projects: Readonly<Record<string, readonly string[]>>
}

/** What every e-mail login step's body names: the project and the frame's device. */
type StepBody = { readonly projectId: string; readonly deviceId: string }

/**
 * The opening of an e-mail login step: the body read and parsed with `schema` (and, when
 * given, passing `valid`), with its project and device; else a 400 with the step's `refusal`.
 */
export const openStep = async <T extends StepBody>(
  schema: z.ZodType<T, z.ZodTypeDef, unknown>,
  request: Request,
  refusal: string,
  valid?: (body: T) => Promise<boolean>,
): Promise<
  Response | { readonly body: T; readonly projectId: string; readonly deviceId: string }
> => {
  const parsed = schema.safeParse(await readJson(request))
  if (!parsed.success || (valid && !(await valid(parsed.data)))) return fail(400, refusal)
  const body = parsed.data
  return { body, projectId: body.projectId, deviceId: body.deviceId }
}

/** What a login's later steps send: its project, device and e-mail, and the frame's proof. */
type LoginClaim = {
  readonly projectId: string
  readonly deviceId: string
  readonly email: string
  readonly login: string
  readonly proof: string
}

/**
 * The preamble of a login's later steps: the project is served, the e-mail normalised, and
 * the login's binding proved by this frame for this device and address; else the failure.
 */
export const provenLogin = async (auth: AuthService, site: Site, claim: LoginClaim) => {
  if (!site.projectIds.includes(claim.projectId)) return fail(403, 'Invalid App Configuration')
  const email = normalizeEmail(claim.email)
  const binding = await auth.logins.prove(claim.login, claim.proof, claim.projectId)
  if (!binding || binding.email !== email || !sameDevice(binding, claim.deviceId))
    return fail(403, NOT_THIS_FRAME)
  return { email, binding }
}
