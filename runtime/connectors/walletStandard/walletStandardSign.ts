import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { walletError } from '../../errors/WalletError.ts'
import type { RpcRequest } from '../Connector.ts'
import {
  type BitcoinSignMessageFeature,
  feature,
  type SignAndSendFeature,
  type SignMessageFeature,
  type SignTransactionFeature,
} from './walletStandardFeatures.ts'

/** One signing request to a Wallet Standard wallet, with the account it signs with. */
export interface SignInput {
  readonly request: RpcRequest
  readonly params: Record<string, unknown>
  readonly account: WalletAccount
  /** The Wallet Standard chain in use (`solana:devnet`); `undefined` before any is set. */
  readonly chain: string | undefined
}

type Kit = typeof import('@solana/kit')

/** The base58 and base64 codecs of `@solana/kit`, loaded with it. */
const codecsOf = (kit: Kit) => ({
  b58: { enc: kit.getBase58Encoder(), dec: kit.getBase58Decoder() },
  b64: { enc: kit.getBase64Encoder(), dec: kit.getBase64Decoder() },
})

/** `bitcoin_signMessage` through `bitcoin:signMessage`: BIP-322 unless `protocol: 'ecdsa'`. */
const signBitcoinMessage = async (wallet: Wallet, { account, params }: SignInput) => {
  const f = feature<BitcoinSignMessageFeature>(wallet, 'bitcoin:signMessage')
  if (!f) throw walletError('Unsupported')
  const protocol = params.protocol === 'ecdsa' ? 'ecdsa' : 'bip322'
  const message = new TextEncoder().encode(String(params.message))
  const [out] = await f.signMessage({ account, message, protocol })
  if (!out) throw walletError('Unknown')
  return { address: account.address, signature: btoa(String.fromCharCode(...out.signature)) }
}

/** `solana_signMessage`: a base58 message in, its base58 signature out. */
const signSolanaMessage = async (wallet: Wallet, kit: Kit, { account, params }: SignInput) => {
  const { b58 } = codecsOf(kit)
  const f = feature<SignMessageFeature>(wallet, 'solana:signMessage')
  if (!f) throw walletError('Unsupported')
  const message = new Uint8Array(b58.enc.encode(String(params.message)))
  const [out] = await f.signMessage({ account, message })
  if (!out) throw walletError('Unknown')
  return { signature: b58.dec.decode(out.signature) }
}

/**
 * `solana_signTransaction` (the signature and the signed transaction) and
 * `solana_signAllTransactions` (the signed transactions), base64 in and out.
 */
const signSolanaTransactions = async (wallet: Wallet, kit: Kit, input: SignInput) => {
  const { request, params, account, chain } = input
  const { b58, b64 } = codecsOf(kit)
  const f = feature<SignTransactionFeature>(wallet, 'solana:signTransaction')
  if (!f) throw walletError('Unsupported')
  const all = request.method === 'solana_signAllTransactions'
  const txs = all ? (params.transactions as unknown[]) : [params.transaction]
  const out = await f.signTransaction(
    ...txs.map((t) => ({
      account,
      transaction: new Uint8Array(b64.enc.encode(String(t))),
      ...(chain ? { chain } : {}),
    })),
  )
  const signed = out.map((o) => b64.dec.decode(o.signedTransaction))
  if (all) return { transactions: signed }
  const first = out[0]
  if (!first) throw walletError('Unknown')
  const signatures = kit.getTransactionDecoder().decode(first.signedTransaction).signatures
  const own = (signatures as Record<string, Uint8Array | null>)[account.address]
  if (!own) throw walletError('Unknown')
  return { signature: b58.dec.decode(own), transaction: signed[0] }
}

/** `solana_signAndSendTransaction`: a base64 transaction in, its base58 signature out. */
const signAndSendSolana = async (wallet: Wallet, kit: Kit, input: SignInput) => {
  const { params, account, chain } = input
  const { b58, b64 } = codecsOf(kit)
  const f = feature<SignAndSendFeature>(wallet, 'solana:signAndSendTransaction')
  if (!f) throw walletError('Unsupported')
  const [out] = await f.signAndSendTransaction({
    account,
    transaction: new Uint8Array(b64.enc.encode(String(params.transaction))),
    chain: chain ?? 'solana:mainnet',
    options: params.options,
  })
  if (!out) throw walletError('Unknown')
  return { signature: b58.dec.decode(out.signature) }
}

/**
 * Answers a signing request of the OpenRPC contract's `solana_*` methods (object params, base58
 * messages and signatures, base64 transactions; `@solana/kit` loads only here) or
 * `bitcoin_signMessage` (a base64 signature).
 */
export const signWith = async (wallet: Wallet, input: SignInput): Promise<unknown> => {
  if (input.request.method === 'bitcoin_signMessage') return signBitcoinMessage(wallet, input)
  const kit = await import('@solana/kit')
  switch (input.request.method) {
    case 'solana_signMessage':
      return signSolanaMessage(wallet, kit, input)
    case 'solana_signTransaction':
    case 'solana_signAllTransactions':
      return signSolanaTransactions(wallet, kit, input)
    case 'solana_signAndSendTransaction':
      return signAndSendSolana(wallet, kit, input)
    default:
      throw walletError('Unsupported')
  }
}
