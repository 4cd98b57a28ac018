import { Deferred, Effect } from 'effect'
import type { TransactionReceipt } from 'viem'
import { ChainRpc } from '../../../runtime/services/ChainRpc.ts'
import { testWallet } from './testWallet.ts'

/**
 * A wallet whose `eth_sendTransaction` answers `hash`, and a chain (1 ETH held) whose receipt
 * comes when the test completes `mined` with its status.
 *
 * @example
 * const { mined, wallet, rpc } = sendingWallet(hash)
 * yield* Deferred.succeed(mined, 'success')
 */
export const sendingWallet = (hash: `0x${string}`) => {
  const mined = Deferred.makeUnsafe<'success' | 'reverted'>()
  const wallet = testWallet((rpc) =>
    Effect.succeed(rpc.method === 'eth_sendTransaction' ? hash : {}),
  )
  const rpc = ChainRpc.layerTest({
    waitForReceipt: () =>
      Effect.map(Deferred.await(mined), (status) => ({ status }) as TransactionReceipt),
    getBalance: () => Effect.succeed(10n ** 18n),
  })
  return { mined, wallet, rpc }
}
