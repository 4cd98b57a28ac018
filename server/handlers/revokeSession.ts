import { isAddress, isHex, verifyMessage } from 'viem'
import { apiContract } from '../../generated/api/contract.ts'
import { apiRoute } from '../http/apiRoute.ts'
import { fail } from '../http/fail.ts'
import type { ServerContext } from '../ServerContext.ts'
import { caip10Pattern } from './getSession.ts'
import { verifySiwxSignature } from './verifySiwxSignature.ts'

/** The namespaces whose signatures the server checks. */
const VERIFIED = new Set(['eip155', 'solana', 'bip122'])

const signedByOwner = async (
  namespace: string,
  address: string,
  pci: string,
  signature: string,
) => {
  if (namespace !== 'eip155') {
    // ed25519 on solana, BIP-322 on bip122: the signatures their sign-ins are checked with.
    const check = await verifySiwxSignature({ namespace, address, message: pci, signature })
    return check.kind === 'valid'
  }
  if (!isAddress(address, { strict: false }) || !isHex(signature)) return false
  try {
    return await verifyMessage({ address, message: pci, signature })
  } catch {
    return false
  }
}

/**
 * `POST /v1/sessions/{id}/revoke`: revokes one session of an account when `signature` is the
 * account's signature of the `pci` (400 otherwise): `personal_sign` on eip155, ed25519 (base58)
 * on solana, BIP-322 (base64) on bip122. `revoked` is `false` when no active session has that
 * `pci`. A namespace without a verifier answers 501.
 *
 * @example
 * import { revokeSession } from './revokeSession.ts'
 * const route = (ctx: Parameters<typeof revokeSession>[0]) => revokeSession(ctx)
 */
export const revokeSession = (ctx: ServerContext) =>
  apiRoute(apiContract.revokeSession, async ({ params, query, body }) => {
    if (!caip10Pattern.test(params.id))
      return fail(400, `Invalid path parameter 'id': ${params.id} is not a CAIP-10 account`)
    const [namespace = '', , address = ''] = params.id.split(':')
    if (!VERIFIED.has(namespace))
      return fail(
        501,
        `Revoking sessions of ${namespace} accounts is not implemented in the reference server`,
      )
    if (!(await signedByOwner(namespace, address, body.pci, body.signature)))
      // 400, not 403: SPEC §8 reads a 403 as 'Invalid App Configuration'.
      return fail(400, `The signature is not ${params.id}'s signature of the pci ${body.pci}`)
    const revoked = await ctx.storage.revokeSession(query.projectId, params.id, body.pci)
    return { status: 200, body: { pci: body.pci, revoked } }
  })
