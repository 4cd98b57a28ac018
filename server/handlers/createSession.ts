import { apiContract } from '../../generated/api/contract.ts'
import type { SiwxMessageData } from '../../generated/api/zod.ts'
import { apiRoute } from '../http/apiRoute.ts'
import { fail } from '../http/fail.ts'
import type { ServerContext } from '../ServerContext.ts'
import { chargeNodeCalls } from './chargeNodeCalls.ts'
import { caip10Pattern } from './getSession.ts'
import { readSiwxMessage } from './readSiwxMessage.ts'
import { relyingPartyProblem } from './siwxRelyingParty.ts'
import { verifySiwxSignature } from './verifySiwxSignature.ts'

const sameTime = (a: string | undefined, b: string | undefined) =>
  a === b || (a !== undefined && b !== undefined && Date.parse(a) === Date.parse(b))

/** The first field where the client's `data` says something else than the signed message. */
const disagreement = (
  sent: SiwxMessageData,
  read: SiwxMessageData,
  namespace: string,
): string | undefined => {
  const address = (value: string) => (namespace === 'eip155' ? value.toLowerCase() : value)
  if (address(sent.accountAddress) !== address(read.accountAddress)) return 'accountAddress'
  for (const key of ['chainId', 'nonce', 'domain', 'uri', 'version', 'requestId'] as const)
    if (sent[key] !== read[key]) return key
  if ((sent.statement || undefined) !== read.statement) return 'statement'
  for (const key of ['issuedAt', 'expirationTime', 'notBefore'] as const)
    if (!sameTime(sent[key], read[key])) return key
  if ((sent.resources ?? []).join('\n') !== (read.resources ?? []).join('\n')) return 'resources'
  return undefined
}

/** The host the caller's page runs on, from `Origin` (browsers always send it on a POST). */
const originHost = (origin: string | null): string | undefined => {
  if (!origin || origin === 'null') return undefined
  try {
    return new URL(origin).host
  } catch {
    return undefined
  }
}

/**
 * `POST /v1/sessions`: stores a sign-in session once it holds up. In order: the message
 * reads as EIP-4361 / CAIP-122 (400), `data` (if sent) agrees with it (400), it is for this
 * project — domain and URI among the project's `signIn` site, domain equal to the caller's
 * `Origin` host when there is one, Issued At neither ahead of the clock nor older than a nonce
 * (relyingPartyProblem, 400, with or without `Origin`) — it is within its Expiration Time and
 * Not Before (400), its eip155 chain or Solana cluster is served here (400), the signature is the account's
 * (403; eip155 through the chain, so EOA, ERC-1271 and ERC-6492; solana ed25519), and last
 * its nonce is used up — made with this server's key for this project, unspent, unexpired
 * (400) — so a bad signature does not burn a nonce. The answer is the stored session, listed from then on by `getSession`.
 *
 * @example
 * import { createSession } from './createSession.ts'
 * const route = (ctx: Parameters<typeof createSession>[0]) => createSession(ctx)
 */
export const createSession = (ctx: ServerContext) =>
  apiRoute(apiContract.createSession, async ({ query, body }, { request, clientKey }) => {
    const read = readSiwxMessage(body.message)
    if (!read.ok)
      return fail(400, `Invalid body field 'message': not a sign-in message: ${read.problem}`)
    const { namespace, account, data } = read.message
    if (!caip10Pattern.test(account))
      return fail(400, `Invalid body field 'message': ${account} is not a CAIP-10 account`)
    if (body.data) {
      const field = disagreement(body.data, data, namespace)
      if (field)
        return fail(400, `Invalid body field 'data': its ${field} is not the message's ${field}`)
    }
    const now = ctx.now()
    const site = ctx.signInSite(query.projectId)
    const problem = relyingPartyProblem(site, data, now, originHost(request.headers.get('origin')))
    if (problem) return fail(400, problem)
    if (data.expirationTime && Date.parse(data.expirationTime) <= now)
      return fail(400, `The sign-in message expired at ${data.expirationTime}`)
    if (data.notBefore && Date.parse(data.notBefore) > now)
      return fail(400, `The sign-in message is not valid before ${data.notBefore}`)
    const chain = ctx.chains.get(data.chainId)
    const cluster = namespace === 'solana' ? ctx.solanaChains.get(data.chainId) : undefined
    if ((namespace === 'eip155' && !chain) || (namespace === 'solana' && !cluster)) {
      const ids = namespace === 'solana' ? ctx.solanaChains.keys() : ctx.chains.keys()
      const served = [...ids].join(', ') || 'none'
      return fail(400, `Unknown chain ${data.chainId}: not served here (served: ${served})`)
    }
    // A check that asks the chain's node (ERC-1271 / ERC-6492) counts as an RPC proxy call.
    let limited: Awaited<ReturnType<typeof chargeNodeCalls>>
    const check = await verifySiwxSignature({
      namespace,
      address: data.accountAddress,
      message: body.message,
      signature: body.signature,
      client: chain?.client,
      beforeNode: async () => {
        limited = await chargeNodeCalls(ctx, clientKey)
        return limited === undefined
      },
    })
    if (limited) return limited
    if (check.kind === 'malformed')
      return fail(400, `Invalid body field 'signature': ${check.problem}`)
    if (check.kind === 'unsupported')
      return fail(400, `Signing in with ${namespace} accounts is not supported by this server`)
    if (check.kind === 'unavailable')
      return fail(503, `Chain ${data.chainId} is unavailable: ${check.problem}`)
    if (check.kind === 'invalid')
      // 400, not 403: SPEC §8 reads a 403 as 'Invalid App Configuration'.
      return fail(400, `The signature is not ${account}'s signature of the message`)
    const nonce = await ctx.nonces.spend(query.projectId, data.nonce)
    if (nonce === 'unknown')
      return fail(
        400,
        `The nonce ${data.nonce} is unknown or already used: ask GET /v1/siwx/nonce for a new one`,
      )
    if (nonce === 'expired')
      return fail(400, `The nonce ${data.nonce} expired: ask GET /v1/siwx/nonce for a new one`)
    const session = await ctx.storage.addSession(query.projectId, account, {
      data,
      message: body.message,
      signature: body.signature,
      ...(body.cacao ? { cacao: body.cacao } : {}),
    })
    return { status: 200, body: session }
  })
