import { isAddress, parseUnits } from 'viem'
import type { TokenBalance } from '../../../generated/api/schemas.ts'
import { NetworkError } from '../../errors/NetworkError.ts'
import { SendError } from '../../errors/SendError.ts'
import type { Namespace } from '../../state/types.ts'

/** The namespaces Latch sends on (SPEC §9 "send on eip155 and solana"). */
export const SEND_NAMESPACES: ReadonlySet<Namespace> = new Set(['eip155', 'solana'])

const NUMERIC = /^(?:\d+\.?\d*|\.\d+)$/
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * SPEC §5 "Non-numeric amount counts as zero": the amount as a decimal string, `'0'` for
 * anything that is not a plain non-negative decimal.
 *
 * @example
 * import { sendAmountOf } from 'latch/effect'
 *
 * sendAmountOf('0.5') // '0.5'
 * sendAmountOf('1e3') // '0'
 */
export const sendAmountOf = (amount: string | undefined): string => {
  const text = amount?.trim() ?? ''
  return NUMERIC.test(text) ? text : '0'
}

/**
 * Whether `amount` was typed but is not a plain decimal (`0,5`, `1e3`, `abc`): it counts as zero
 * (SPEC §5), and a form says so. A lone `.` is an amount being typed (`.5`), not a mistake.
 */
export const notANumber = (amount: string | undefined): boolean => {
  const text = amount?.trim() ?? ''
  return text !== '' && text !== '.' && !NUMERIC.test(text)
}

/**
 * How many decimals `amount` (a plain decimal, see {@link sendAmountOf}) really uses: its
 * fraction digits without trailing zeros (`'0.1000000'` uses 1). More than the token has would
 * be rounded by `parseUnits`.
 */
const decimalsUsed = (amount: string): number =>
  (amount.split('.')[1] ?? '').replace(/0+$/, '').length

/** The token's decimals (SPEC §3 `quantity.decimals`, a string). */
export const decimalsOf = (token: TokenBalance): number => Number(token.quantity.decimals)

/** The token's contract address (the last part of its CAIP-10 id); undefined for native. */
export const tokenContract = (token: TokenBalance): `0x${string}` | undefined =>
  token.address ? (token.address.split(':').at(-1) as `0x${string}`) : undefined

/** Whether `receiver` is an address of `namespace`. */
export const isReceiverAddress = (namespace: Namespace, receiver: string): boolean =>
  namespace === 'eip155'
    ? isAddress(receiver, { strict: false })
    : namespace === 'solana' && SOLANA_ADDRESS.test(receiver)

/** What the form asks to send, before any check. */
export interface SendInput {
  readonly namespace: Namespace
  readonly token: TokenBalance | undefined
  readonly amount: string | undefined
  readonly receiver: string | undefined
  /**
   * The active network (CAIP-2): a token of another one, chosen before the wallet switched
   * network, is not sent here ('A token is required').
   */
  readonly chainId?: string | undefined
}

/** A send that passed every check: the amount in the token's smallest unit. */
export interface SendPlan {
  readonly namespace: Namespace
  readonly token: TokenBalance
  readonly amount: bigint
  readonly receiver: string
}

/**
 * The checks of a send, in SPEC §5's order: the namespace ('Unsupported chain'), an amount
 * and a receiver ('An amount and receiver address are required'; a non-numeric amount counts
 * as zero), a token ('A token is required', also for a token of another network than
 * `chainId`); then ours: a receiver address of the namespace ('Invalid receiver address') and
 * an amount with no more decimals than the token has (`USDC takes at most 6 decimals`: it is
 * never rounded, so what is signed is what the preview shows) and within the balance
 * ('Insufficient balance').
 * Returns the first failure, or the plan.
 *
 * @example
 * import { validateSend } from 'latch/effect'
 *
 * validateSend({ namespace: 'bitcoin', token: undefined, amount: '1', receiver: 'bc1…' })
 * // NetworkError: Unsupported chain
 */
export const validateSend = (input: SendInput): SendPlan | SendError | NetworkError => {
  if (!SEND_NAMESPACES.has(input.namespace)) return NetworkError.of('UnsupportedChain')
  const amount = sendAmountOf(input.amount)
  const receiver = input.receiver?.trim() ?? ''
  if (Number(amount) <= 0 || receiver === '') return SendError.of('AmountAndReceiverRequired')
  if (!input.token) return SendError.of('TokenRequired')
  if (input.chainId !== undefined && input.token.chainId !== input.chainId)
    return SendError.of('TokenRequired')
  if (!isReceiverAddress(input.namespace, receiver)) return SendError.of('InvalidReceiver')
  const decimals = decimalsOf(input.token)
  if (decimalsUsed(amount) > decimals)
    return SendError.tooManyDecimals(input.token.symbol, decimals)
  const wanted = parseUnits(amount, decimals)
  const held = parseUnits(sendAmountOf(input.token.quantity.numeric), decimals)
  if (wanted > held) return SendError.of('InsufficientBalance')
  return { namespace: input.namespace, token: input.token, amount: wanted, receiver }
}
