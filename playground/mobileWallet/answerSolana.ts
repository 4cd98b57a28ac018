import { getBase58Decoder, getBase58Encoder, type KeyPairSigner, signBytes } from '@solana/kit'

/**
 * Answers a request on a Solana cluster with the wallet's Solana dev key: its accounts, or a
 * message signed (`solana_signMessage`, base58 in and out); anything else is 4200.
 *
 * @example
 * import { answerSolana } from './answerSolana.ts'
 * await answerSolana(solana, 'solana_signMessage', { message: '3yZe7d' }) // { signature }
 */
export const answerSolana = async (
  solana: KeyPairSigner,
  method: string,
  params: unknown,
): Promise<unknown> => {
  if (method === 'solana_getAccounts' || method === 'solana_requestAccounts')
    return [{ pubkey: solana.address }]
  if (method === 'solana_signMessage') {
    const { message } = params as { message: string }
    const bytes = new Uint8Array(getBase58Encoder().encode(message))
    const signature = await signBytes(solana.keyPair.privateKey, bytes)
    return { signature: getBase58Decoder().decode(new Uint8Array(signature)) }
  }
  throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 })
}
