import { getBase58Encoder, getPublicKeyFromAddress, isAddress, verifySignature } from '@solana/kit'
import { type Address, isAddressEqual, isHex, type PublicClient, recoverMessageAddress } from 'viem'

/** What checking a sign-in signature found. */
export type SignatureCheck =
  | { readonly kind: 'valid' }
  /** The signature is well formed but not the account's. */
  | { readonly kind: 'invalid' }
  /** The signature is not in the namespace's encoding. */
  | { readonly kind: 'malformed'; readonly problem: string }
  /** The chain could not be asked (ERC-1271 / ERC-6492 need it). */
  | { readonly kind: 'unavailable'; readonly problem: string }
  /** The namespace has no verifier here. */
  | { readonly kind: 'unsupported' }
  /** The chain would have to be asked, and `beforeNode` said no (the client's budget is spent). */
  | { readonly kind: 'refused' }

/** What `verifySiwxSignature` checks: the message text as signed, by whom, and the signature. */
export type SiwxSignature = {
  readonly namespace: string
  readonly address: string
  readonly message: string
  readonly signature: string
  /** The chain's client; needed for eip155. */
  readonly client?: PublicClient | undefined
  /**
   * Asked before the chain's node is (an eip155 signature that is not the address's own key's:
   * ERC-1271 / ERC-6492); `false` leaves the node alone and the check `refused`.
   */
  readonly beforeNode?: (() => Promise<boolean>) | undefined
}

const ED25519_SIGNATURE_BYTES = 64

const verifyEip155 = async (input: SiwxSignature): Promise<SignatureCheck> => {
  if (!isHex(input.signature)) return { kind: 'malformed', problem: 'it is not 0x-prefixed hex' }
  if (!input.client) return { kind: 'unsupported' }
  // An EOA's own signature is proved by ecrecover alone: the node is asked only for the others.
  const recovered = await recoverMessageAddress({
    message: input.message,
    signature: input.signature,
  }).catch(() => undefined)
  if (recovered && isAddressEqual(recovered, input.address as Address)) return { kind: 'valid' }
  if (input.beforeNode && !(await input.beforeNode())) return { kind: 'refused' }
  try {
    // viem's verifyMessage: ecrecover for EOAs, then ERC-1271 `isValidSignature` on the
    // account, and ERC-6492 (deploy through the factory, then ERC-1271) through the
    // universal validator in one deployless eth_call.
    const valid = await input.client.verifyMessage({
      address: input.address as `0x${string}`,
      message: input.message,
      signature: input.signature,
    })
    return valid ? { kind: 'valid' } : { kind: 'invalid' }
  } catch (cause) {
    return {
      kind: 'unavailable',
      problem: cause instanceof Error ? (cause.message.split('\n')[0] ?? '') : String(cause),
    }
  }
}

const verifySolana = async (input: SiwxSignature): Promise<SignatureCheck> => {
  if (!isAddress(input.address)) return { kind: 'invalid' }
  let signature: Uint8Array
  try {
    signature = new Uint8Array(getBase58Encoder().encode(input.signature))
  } catch {
    return { kind: 'malformed', problem: 'it is not base58' }
  }
  if (signature.length !== ED25519_SIGNATURE_BYTES)
    return { kind: 'malformed', problem: `it is not ${ED25519_SIGNATURE_BYTES} bytes` }
  const key = await getPublicKeyFromAddress(input.address)
  const valid = await verifySignature(
    key,
    signature as Parameters<typeof verifySignature>[1],
    new TextEncoder().encode(input.message),
  )
  return valid ? { kind: 'valid' } : { kind: 'invalid' }
}

const verifyBitcoin = async (input: SiwxSignature): Promise<SignatureCheck> => {
  const { Verifier } = await import('bip322-js')
  try {
    return Verifier.verifySignature(input.address, input.message, input.signature)
      ? { kind: 'valid' }
      : { kind: 'invalid' }
  } catch (cause) {
    // bip322-js throws on an address or signature it cannot read.
    return {
      kind: 'malformed',
      problem: cause instanceof Error ? cause.message : 'it is not a BIP-322 signature',
    }
  }
}

/**
 * Checks that `signature` is `address`'s signature of the sign-in `message`: on eip155
 * through the chain (EOA, ERC-1271 contract accounts, ERC-6492 counterfactual ones), on
 * solana as ed25519 over the message's UTF-8 bytes with the address as public key (base58
 * signature, as Wallet Standard's `signMessage` gives), on bip122 as BIP-322 (base64, as
 * sats-connect's `signMessage` gives; legacy signatures of P2PKH addresses too). Other
 * namespaces are `unsupported`.
 *
 * @example
 * import { verifySiwxSignature } from './verifySiwxSignature.ts'
 * const check = await verifySiwxSignature({
 *   namespace: 'solana',
 *   address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
 *   message: 'example.com wants you to sign in with your Solana account:\n…',
 *   signature: '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnb…',
 * })
 */
export const verifySiwxSignature = (input: SiwxSignature): Promise<SignatureCheck> => {
  if (input.namespace === 'eip155') return verifyEip155(input)
  if (input.namespace === 'solana') return verifySolana(input)
  if (input.namespace === 'bip122') return verifyBitcoin(input)
  return Promise.resolve({ kind: 'unsupported' })
}
