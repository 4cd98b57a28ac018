import type { ApprovalRow } from './approvalAsk.ts'
import { formatAllowance, formatDeadline } from './approvalFormat.ts'
import { type TokenTable, tokenIn } from './tokenFacts.ts'

type TypedField = { readonly name: string; readonly type: string }
type Types = Readonly<Record<string, readonly TypedField[]>>

/** The parts of EIP-712 typed data the ask reads. */
export interface TypedDataShape {
  readonly domain?: Record<string, unknown>
  readonly types: Types
  readonly primaryType: string
  readonly message: Record<string, unknown>
}

const text = (value: unknown): string =>
  value === undefined
    ? '(missing)'
    : typeof value === 'string'
      ? value
      : typeof value === 'bigint' || typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : JSON.stringify(value)

const bigOf = (value: unknown): bigint | undefined => {
  try {
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint'
      ? BigInt(value)
      : undefined
  } catch {
    return undefined
  }
}

/**
 * Every signed field of `type`, in the order `types` gives (nested structs and arrays under
 * their path, `details.amount`, `calls[0].to`), each value whole: nothing is cut (F9). Fields
 * the message has but `types` does not are not signed and not shown.
 */
export const fieldRows = (types: Types, type: string, value: unknown, path = ''): ApprovalRow[] => {
  const array = /^(.*)\[(\d*)\]$/.exec(type)
  if (array) {
    const items = Array.isArray(value) ? value : []
    if (items.length === 0) return [{ label: path, value: '(none)' }]
    return items.flatMap((item, i) => fieldRows(types, array[1] ?? '', item, `${path}[${i}]`))
  }
  const fields = types[type]
  if (!fields) {
    const shown = text(value)
    return [
      {
        label: path,
        value: shown,
        ...(shown.length > 66 || shown.includes('\n') ? { long: true } : {}),
      },
    ]
  }
  const record =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  return fields.flatMap((field) =>
    fieldRows(types, field.type, record[field.name], path ? `${path}.${field.name}` : field.name),
  )
}

/** A known approval in typed data: its title and the rows that say who may spend what. */
export interface NamedTypedData {
  readonly title: string
  readonly rows: readonly ApprovalRow[]
}

/** Permit2's details (one, or a batch's list), each an object. */
const permit2Details = (message: Record<string, unknown>): Record<string, unknown>[] => {
  const raw = message.details ?? message.permitted
  return (Array.isArray(raw) ? raw : [raw]).map((details) =>
    typeof details === 'object' && details !== null ? (details as Record<string, unknown>) : {},
  )
}

/** The tokens a Permit or Permit2 signature names, to read before it is shown. */
export const tokensOfTypedData = (typed: TypedDataShape): unknown[] =>
  typed.domain?.name === 'Permit2'
    ? permit2Details(typed.message).map((details) => details.token)
    : typed.primaryType === 'Permit'
      ? [typed.domain?.verifyingContract]
      : []

/** An amount in the token's unit when its facts were read, else raw and said to be. */
const amountOf = (value: unknown, token: unknown, tokens: TokenTable | undefined) => {
  const amount = bigOf(value)
  return amount === undefined ? text(value) : formatAllowance(amount, tokenIn(tokens, token))
}

const permit2Rows = (
  details: Record<string, unknown>,
  spender: unknown,
  deadline: unknown,
  tokens: TokenTable | undefined,
) => [
  { label: 'Spender', value: text(spender) },
  { label: 'Amount', value: amountOf(details.amount, details.token, tokens) },
  { label: 'Token', value: text(details.token) },
  ...(bigOf(details.expiration) === undefined
    ? []
    : [{ label: 'Allowance expires', value: formatDeadline(bigOf(details.expiration) as bigint) }]),
  ...(bigOf(deadline) === undefined
    ? []
    : [{ label: 'Signature valid until', value: formatDeadline(bigOf(deadline) as bigint) }]),
]

/**
 * Names the approvals a signature grants (F9): EIP-2612 `Permit` (and DAI's `allowed` form)
 * and Uniswap's Permit2 (`PermitSingle`, `PermitBatch`, `PermitTransferFrom`,
 * `PermitBatchTransferFrom`, the witness forms), with spender, amount ("Unlimited" for the max
 * values, else in the token's unit when `tokens` has it, else raw and said to be), token and
 * deadlines. Undefined for any other typed data.
 *
 * @example
 * import { namedTypedData } from './describeTypedData.ts'
 * namedTypedData(typed)?.title // 'Allow spending of your tokens'
 */
export const namedTypedData = (
  typed: TypedDataShape,
  tokens?: TokenTable,
): NamedTypedData | undefined => {
  const { domain, primaryType, message } = typed
  const title = 'Allow spending of your tokens'
  if (domain?.name === 'Permit2') {
    const rows = permit2Details(message).flatMap((details) =>
      permit2Rows(details, message.spender, message.sigDeadline ?? message.deadline, tokens),
    )
    return { title, rows: [{ label: 'Kind', value: `Permit2 (${primaryType})` }, ...rows] }
  }
  if (primaryType === 'Permit' && 'spender' in message) {
    const allowed = message.allowed
    return {
      title,
      rows: [
        { label: 'Kind', value: 'Permit (EIP-2612)' },
        { label: 'Spender', value: text(message.spender) },
        {
          label: 'Amount',
          value:
            typeof allowed === 'boolean'
              ? allowed
                ? 'Unlimited'
                : '0 (removes the allowance)'
              : amountOf(message.value, domain?.verifyingContract, tokens),
        },
        { label: 'Token', value: text(domain?.verifyingContract) },
        ...(bigOf(message.deadline ?? message.expiry) === undefined
          ? []
          : [
              {
                label: 'Signature valid until',
                value: formatDeadline(bigOf(message.deadline ?? message.expiry) as bigint),
              },
            ]),
      ],
    }
  }
  return undefined
}
