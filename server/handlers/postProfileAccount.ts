import { getAddress, isAddress } from 'viem'
import { apiContract } from '../../generated/api/contract.ts'
import { apiRoute } from '../http/apiRoute.ts'
import { fail } from '../http/fail.ts'
import { chainOfCoinType } from '../names/chainOfCoinType.ts'
import { checkName } from '../names/nameRules.ts'
import { toProfile } from '../names/nameStore.ts'
import {
  NAME_MESSAGE_MAX_AGE_S,
  NAME_MESSAGE_MAX_SKEW_S,
  readNameMessage,
} from '../names/readNameMessage.ts'
import type { ServerContext } from '../ServerContext.ts'
import { chargeNodeCalls } from './chargeNodeCalls.ts'
import { verifySiwxSignature } from './verifySiwxSignature.ts'

/**
 * `POST /v1/profile/account`: registers an account name. In order: `coin_type` is the
 * ENSIP-11 coin type of a served EVM chain (400), `address` is an EVM address (plain or
 * CAIP-10 of that chain; 400), `message` is the signed JSON naming the name and a timestamp
 * within `NAME_MESSAGE_MAX_AGE_S` (400), the name follows SPEC §5 and the server's zone (400),
 * `signature` is the address's signature of `message` checked through that chain with viem's
 * `verifyMessage` (EOA, ERC-1271, ERC-6492; 400, or 503 when the chain cannot be asked), and
 * last the name is free or already the address's own (400 `The name … is already taken`).
 *
 * @example
 * import { postProfileAccount } from './postProfileAccount.ts'
 * const route = (ctx: Parameters<typeof postProfileAccount>[0]) => postProfileAccount(ctx)
 */
export const postProfileAccount = (ctx: ServerContext) =>
  apiRoute(apiContract.postProfileAccount, async ({ body }, context) => {
    const chainId = chainOfCoinType(body.coin_type)
    const chain = chainId === undefined ? undefined : ctx.chains.get(chainId)
    if (!chainId || !chain) {
      const served = [...ctx.chains.keys()].join(', ') || 'none'
      return fail(
        400,
        `Invalid body field 'coin_type': ${body.coin_type} is not the ENSIP-11 coin type (0x80000000 | chainId) of a chain served here (served: ${served})`,
      )
    }
    const parts = body.address.split(':')
    const raw = parts.at(-1) ?? ''
    if (
      !isAddress(raw, { strict: false }) ||
      (parts.length === 3 && `${parts[0]}:${parts[1]}` !== chainId)
    )
      return fail(
        400,
        `Invalid body field 'address': ${body.address} is not an EVM address on ${chainId}`,
      )
    const read = readNameMessage(body.message)
    if (!read.ok) return fail(400, `Invalid body field 'message': ${read.problem}`)
    const now = Math.floor(ctx.now() / 1000)
    if (read.message.timestamp < now - NAME_MESSAGE_MAX_AGE_S)
      return fail(
        400,
        `The registration message is too old: sign a new one (timestamps older than ${NAME_MESSAGE_MAX_AGE_S} s are refused)`,
      )
    if (read.message.timestamp > now + NAME_MESSAGE_MAX_SKEW_S)
      return fail(400, 'The registration message is dated in the future: check the time settings')
    const name = checkName(read.message.name, ctx.nameZone)
    if (!name.ok) return fail(400, `Invalid name ${read.message.name}: ${name.problem}`)
    // A check that asks the chain's node (ERC-1271 / ERC-6492) counts as an RPC proxy call.
    let limited: Awaited<ReturnType<typeof chargeNodeCalls>>
    const check = await verifySiwxSignature({
      namespace: 'eip155',
      address: getAddress(raw),
      message: body.message,
      signature: body.signature,
      client: chain.client,
      beforeNode: async () => {
        limited = await chargeNodeCalls(ctx, context.clientKey)
        return limited === undefined
      },
    })
    if (limited) return limited
    if (check.kind === 'unavailable')
      return fail(503, `Chain ${chainId} is unavailable: ${check.problem}`)
    if (check.kind !== 'valid')
      // 400, not 403: SPEC §8 reads a 403 as 'Invalid App Configuration'.
      return fail(400, `The signature is not ${getAddress(raw)}'s signature of the message`)
    const result = await ctx.names.register({
      name: name.name,
      address: raw.toLowerCase(),
      coinType: body.coin_type,
      attributes: read.message.attributes,
      registeredAt: now,
      updatedAt: now,
    })
    if (result.kind === 'taken')
      return fail(400, `The name ${name.name} is already taken: choose another`)
    return { status: 200, body: toProfile(result.stored) }
  })
