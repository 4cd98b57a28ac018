import {
  type Address,
  type EncodedAccount,
  getBase58Decoder,
  getBase64Decoder,
  isSome,
} from '@solana/kit'
import { getMintDecoder, getTokenDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import type { LiteSVM } from 'litesvm'

/** An account as the JSON-RPC `getAccountInfo` value carries it. */
export type RpcAccount = {
  readonly data: unknown
  readonly executable: boolean
  readonly lamports: number
  readonly owner: string
  readonly rentEpoch: number
  readonly space: number
}

const TOKEN_ACCOUNT_SIZE = 165
const MINT_SIZE = 82

const uiAmount = (amount: bigint, decimals: number) => {
  const text = amount.toString().padStart(decimals + 1, '0')
  const whole = text.slice(0, text.length - decimals)
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '')
  const ui = fraction ? `${whole}.${fraction}` : whole
  return { amount: amount.toString(), decimals, uiAmount: Number(ui), uiAmountString: ui }
}

/** The `jsonParsed` form of an SPL Token account or mint, as a Solana node writes it. */
const parsed = (svm: LiteSVM, account: EncodedAccount): unknown => {
  if (account.programAddress !== TOKEN_PROGRAM_ADDRESS) return undefined
  const bytes = account.data
  if (bytes.length === TOKEN_ACCOUNT_SIZE) {
    const token = getTokenDecoder().decode(bytes)
    const mint = svm.getAccount(token.mint)
    const decimals = mint.exists ? getMintDecoder().decode(mint.data).decimals : 0
    return {
      program: 'spl-token',
      parsed: {
        type: 'account',
        info: {
          isNative: isSome(token.isNative),
          mint: token.mint,
          owner: token.owner,
          state: token.state === 1 ? 'initialized' : token.state === 2 ? 'frozen' : 'uninitialized',
          tokenAmount: uiAmount(token.amount, decimals),
        },
      },
      space: TOKEN_ACCOUNT_SIZE,
    }
  }
  if (bytes.length === MINT_SIZE) {
    const mint = getMintDecoder().decode(bytes)
    return {
      program: 'spl-token',
      parsed: {
        type: 'mint',
        info: {
          decimals: mint.decimals,
          freezeAuthority: isSome(mint.freezeAuthority) ? mint.freezeAuthority.value : null,
          isInitialized: mint.isInitialized,
          mintAuthority: isSome(mint.mintAuthority) ? mint.mintAuthority.value : null,
          supply: mint.supply.toString(),
        },
      },
      space: MINT_SIZE,
    }
  }
  return undefined
}

/**
 * An account in the requested `encoding`: `base64` (the default here), `base58`, or
 * `jsonParsed`, which parses SPL Token accounts and mints and falls back to base64 for
 * everything else, as a node does.
 *
 * @example
 * import { encodeAccount } from './encodeAccount.ts'
 * const value = encodeAccount(svm, account, 'jsonParsed')
 */
export const encodeAccount = (
  svm: LiteSVM,
  account: EncodedAccount,
  encoding: string | undefined,
): RpcAccount => {
  const bytes = new Uint8Array(account.data)
  const data =
    (encoding === 'jsonParsed' ? parsed(svm, account) : undefined) ??
    (encoding === 'base58'
      ? [getBase58Decoder().decode(bytes), 'base58']
      : [getBase64Decoder().decode(bytes), 'base64'])
  return {
    data,
    executable: account.executable,
    lamports: Number(account.lamports),
    owner: account.programAddress,
    rentEpoch: 0,
    space: bytes.length,
  }
}

/** The token accounts of `owner` (optionally of one `mint`), read from the SPL Token program. */
export const tokenAccountsOf = (svm: LiteSVM, owner: Address, mint?: string) =>
  svm.getProgramAccounts(TOKEN_PROGRAM_ADDRESS).filter((account) => {
    if (account.data.length !== TOKEN_ACCOUNT_SIZE) return false
    const token = getTokenDecoder().decode(account.data)
    return token.owner === owner && (mint === undefined || token.mint === mint)
  })
