import {
  type Address,
  address,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  lamports,
  type Signature,
} from '@solana/kit'
import { FailedTransactionMetadata, type LiteSVM } from 'litesvm'
import { encodeAccount, tokenAccountsOf } from './encodeAccount.ts'

/** A JSON-RPC error the endpoint answers with (code and message as a Solana node uses them). */
export class SolanaRpcError extends Error {
  override readonly name = 'SolanaRpcError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

/** How many blocks a blockhash stays valid on a Solana node (what lastValidBlockHeight adds). */
const BLOCKHASH_VALIDITY = 150n

/** What LiteSVM charges per signature (its default fee structure, as mainnet's base fee). */
const LAMPORTS_PER_SIGNATURE = 5000

/** The fee of a base64 message as LiteSVM charges it: one base fee per required signature. */
const feeForMessage = (message: unknown) => {
  try {
    const bytes = getBase64Encoder().encode(String(message))
    const { header } = getCompiledTransactionMessageDecoder().decode(bytes)
    return header.numSignerAccounts * LAMPORTS_PER_SIGNATURE
  } catch {
    throw new SolanaRpcError(-32602, 'Invalid param: invalid message')
  }
}

type Params = readonly unknown[]
type Config = { readonly encoding?: string } | undefined

const b58 = { enc: getBase58Encoder(), dec: getBase58Decoder() }

const addressParam = (value: unknown): Address => {
  try {
    return address(String(value))
  } catch {
    throw new SolanaRpcError(-32602, `Invalid param: Invalid public key input`)
  }
}

/** The chain's state beside LiteSVM: its block height and the slot each signature landed in. */
type Chain = {
  readonly svm: LiteSVM
  readonly genesisHash: string
  blockHeight: bigint
  readonly landed: Map<string, bigint>
}
type Methods = Record<string, (params: Params) => unknown>

const slotOf = ({ svm }: Chain) => svm.getClock().slot
const withContext = (chain: Chain, value: unknown) => ({
  context: { apiVersion: '2.2.0', slot: Number(slotOf(chain)) },
  value,
})

/** Records `signature` at this slot, then moves to the next slot with a fresh blockhash. */
const land = (chain: Chain, signature: string) => {
  chain.landed.set(signature, slotOf(chain))
  chain.svm.warpToSlot(slotOf(chain) + 1n)
  chain.svm.expireBlockhash()
  chain.blockHeight += 1n
  return signature
}

/** `sendTransaction`: runs the wire transaction (base58 or base64); its first signature. */
const sendTransaction = (chain: Chain, params: Params) => {
  const [wire, config] = params as [string, { encoding?: string } | undefined]
  const bytes =
    config?.encoding === 'base64' ? getBase64Encoder().encode(wire) : b58.enc.encode(wire)
  const tx = getTransactionDecoder().decode(bytes)
  const [first] = Object.values(tx.signatures)
  if (!first) throw new SolanaRpcError(-32602, 'invalid transaction: no signatures')
  const signature = b58.dec.decode(first)
  const result = chain.svm.sendTransaction(tx)
  if (result instanceof FailedTransactionMetadata) {
    const err = result.err()
    const logs = result.meta().logs()
    throw new SolanaRpcError(-32002, `Transaction simulation failed: ${String(err)}`, {
      err: String(err),
      logs,
      accounts: null,
      unitsConsumed: 0,
      returnData: null,
    })
  }
  return land(chain, signature)
}

const epochInfo = (chain: Chain) => {
  const clock = chain.svm.getClock()
  const schedule = chain.svm.getEpochSchedule()
  return {
    absoluteSlot: Number(clock.slot),
    blockHeight: Number(chain.blockHeight),
    epoch: Number(clock.epoch),
    slotIndex: Number(clock.slot % schedule.slotsPerEpoch),
    slotsInEpoch: Number(schedule.slotsPerEpoch),
    transactionCount: chain.landed.size,
  }
}

/** The node's, slots', blockhashes' and fees' methods. */
const chainMethods = (chain: Chain): Methods => ({
  getHealth: () => 'ok',
  getVersion: () => ({ 'solana-core': '2.2.0', 'feature-set': 0 }),
  getGenesisHash: () => chain.genesisHash,
  getSlot: () => Number(slotOf(chain)),
  getBlockHeight: () => Number(chain.blockHeight),
  getEpochInfo: () => epochInfo(chain),
  getLatestBlockhash: () =>
    withContext(chain, {
      blockhash: chain.svm.latestBlockhash(),
      lastValidBlockHeight: Number(chain.blockHeight + BLOCKHASH_VALIDITY),
    }),
  isBlockhashValid: () => withContext(chain, true),
  getFeeForMessage: ([message]) => withContext(chain, feeForMessage(message)),
  getMinimumBalanceForRentExemption: ([size]) =>
    Number(chain.svm.minimumBalanceForRentExemption(BigInt(Number(size ?? 0)))),
})

/** The accounts' methods: balances, account data, token accounts. */
const accountMethods = (chain: Chain): Methods => {
  const { svm } = chain
  const encoded = (key: unknown, config: unknown) => {
    const account = svm.getAccount(addressParam(key))
    return account.exists ? encodeAccount(svm, account, (config as Config)?.encoding) : null
  }
  return {
    getBalance: ([owner]) => withContext(chain, Number(svm.getBalance(addressParam(owner)) ?? 0n)),
    getAccountInfo: ([key, config]) => withContext(chain, encoded(key, config)),
    getMultipleAccounts: ([keys, config]) =>
      withContext(
        chain,
        (keys as unknown[]).map((key) => encoded(key, config)),
      ),
    getTokenAccountsByOwner: ([owner, filter, config]) => {
      const { mint } = (filter ?? {}) as { mint?: string; programId?: string }
      return withContext(
        chain,
        tokenAccountsOf(svm, addressParam(owner), mint).map((account) => ({
          pubkey: account.address,
          account: encodeAccount(svm, account, (config as Config)?.encoding),
        })),
      )
    },
  }
}

/** The transactions' methods: send, airdrop, statuses. */
const transactionMethods = (chain: Chain): Methods => ({
  sendTransaction: (params) => sendTransaction(chain, params),
  requestAirdrop: ([to, amount]) => {
    const result = chain.svm.airdrop(addressParam(to), lamports(BigInt(Number(amount ?? 0))))
    if (!result || result instanceof FailedTransactionMetadata)
      throw new SolanaRpcError(-32603, 'airdrop failed')
    return land(chain, b58.dec.decode(result.signature()))
  },
  getSignatureStatuses: ([signatures]) =>
    withContext(
      chain,
      (signatures as string[]).map((signature) => {
        const at = chain.landed.get(signature)
        if (at === undefined) return null
        const tx = chain.svm.getTransaction(signature as Signature)
        const err = tx instanceof FailedTransactionMetadata ? String(tx.err()) : null
        return { slot: Number(at), confirmations: null, err, confirmationStatus: 'finalized' }
      }),
    ),
})

/**
 * The JSON-RPC methods of the local Solana chain over one LiteSVM: what `@solana/kit`'s RPC
 * client needs for balances, token accounts, blockhashes, sending and confirming, rent and
 * slots. Each landed transaction advances the slot and the block height by one and moves the
 * blockhash, so every transaction gets a fresh one, as on a node.
 *
 * @example
 * import { createSolanaRpcHandler } from './solanaRpcHandler.ts'
 * const handle = createSolanaRpcHandler(svm, genesisHash)
 * handle('getBalance', [address]) // { context: { slot }, value: lamports }
 */
export const createSolanaRpcHandler = (svm: LiteSVM, genesisHash: string) => {
  const chain: Chain = { svm, genesisHash, blockHeight: 1n, landed: new Map() }
  const methods: Methods = {
    ...chainMethods(chain),
    ...accountMethods(chain),
    ...transactionMethods(chain),
  }
  return (method: string, params: Params = []): unknown => {
    const run = methods[method]
    if (!run) throw new SolanaRpcError(-32601, 'Method not found')
    return run(params)
  }
}
