import {
  address,
  appendTransactionMessageInstruction,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  type KeyPairSigner,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'

/**
 * Sends `amount` lamports from `treasury` to `to` on the Solana chain at `url` (the dev
 * onramp's payout on solana); resolves with the transaction's signature.
 *
 * @example
 * import { payOutSol } from './payOutSol.ts'
 * const signature = await payOutSol('http://127.0.0.1:8899', treasury, 'FHcy…', 1_000_000n)
 */
export const payOutSol = async (
  url: string,
  treasury: KeyPairSigner,
  to: string,
  amount: bigint,
): Promise<string> => {
  const rpc = createSolanaRpc(url)
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(treasury, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({
          source: treasury,
          destination: address(to),
          amount: lamports(amount),
        }),
        m,
      ),
  )
  const signed = await signTransactionMessageWithSigners(message)
  return rpc.sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' }).send()
}
