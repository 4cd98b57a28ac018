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
  let blockHeight = 1n
  const landed = new Map<string, bigint>()
  const slot = () => svm.getClock().slot
  const context = () => ({ apiVersion: '2.2.0', slot: Number(slot()) })
  const withContext = (value: unknown) => ({ context: context(), value })

  const advance = () => {
    svm.warpToSlot(slot() + 1n)
    svm.expireBlockhash()
    blockHeight += 1n
  }

  const land = (signature: string) => {
    landed.set(signature, slot())
    advance()
    return signature
  }

  const sendTransaction = (params: Params) => {
    const [wire, config] = params as [string, { encoding?: string } | undefined]
    const bytes =
      config?.encoding === 'base64' ? getBase64Encoder().encode(wire) : b58.enc.encode(wire)
    const tx = getTransactionDecoder().decode(bytes)
    const [first] = Object.values(tx.signatures)
    if (!first) throw new SolanaRpcError(-32602, 'invalid transaction: no signatures')
    const signature = b58.dec.decode(first)
    const result = svm.sendTransaction(tx)
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
    return land(signature)
  }

  const methods: Record<string, (params: Params) => unknown> = {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': '2.2.0', 'feature-set': 0 }),
    getGenesisHash: () => genesisHash,
    getSlot: () => Number(slot()),
    getBlockHeight: () => Number(blockHeight),
    getEpochInfo: () => {
      const clock = svm.getClock()
      const schedule = svm.getEpochSchedule()
      return {
        absoluteSlot: Number(clock.slot),
        blockHeight: Number(blockHeight),
        epoch: Number(clock.epoch),
        slotIndex: Number(clock.slot % schedule.slotsPerEpoch),
        slotsInEpoch: Number(schedule.slotsPerEpoch),
        transactionCount: landed.size,
      }
    },
    getLatestBlockhash: () =>
      withContext({
        blockhash: svm.latestBlockhash(),
        lastValidBlockHeight: Number(blockHeight + BLOCKHASH_VALIDITY),
      }),
    isBlockhashValid: () => withContext(true),
    getFeeForMessage: ([message]) => withContext(feeForMessage(message)),
    getMinimumBalanceForRentExemption: ([size]) =>
      Number(svm.minimumBalanceForRentExemption(BigInt(Number(size ?? 0)))),
    getBalance: ([owner]) => withContext(Number(svm.getBalance(addressParam(owner)) ?? 0n)),
    getAccountInfo: ([key, config]) => {
      const account = svm.getAccount(addressParam(key))
      return withContext(
        account.exists ? encodeAccount(svm, account, (config as Config)?.encoding) : null,
      )
    },
    getMultipleAccounts: ([keys, config]) =>
      withContext(
        (keys as unknown[]).map((key) => {
          const account = svm.getAccount(addressParam(key))
          return account.exists ? encodeAccount(svm, account, (config as Config)?.encoding) : null
        }),
      ),
    getTokenAccountsByOwner: ([owner, filter, config]) => {
      const { mint } = (filter ?? {}) as { mint?: string; programId?: string }
      return withContext(
        tokenAccountsOf(svm, addressParam(owner), mint).map((account) => ({
          pubkey: account.address,
          account: encodeAccount(svm, account, (config as Config)?.encoding),
        })),
      )
    },
    sendTransaction,
    requestAirdrop: ([to, amount]) => {
      const result = svm.airdrop(addressParam(to), lamports(BigInt(Number(amount ?? 0))))
      if (!result || result instanceof FailedTransactionMetadata)
        throw new SolanaRpcError(-32603, 'airdrop failed')
      return land(b58.dec.decode(result.signature()))
    },
    getSignatureStatuses: ([signatures]) =>
      withContext(
        (signatures as string[]).map((signature) => {
          const at = landed.get(signature)
          if (at === undefined) return null
          const tx = svm.getTransaction(signature as Signature)
          const err = tx instanceof FailedTransactionMetadata ? String(tx.err()) : null
          return { slot: Number(at), confirmations: null, err, confirmationStatus: 'finalized' }
        }),
      ),
  }

  return (method: string, params: Params = []): unknown => {
    const run = methods[method]
    if (!run) throw new SolanaRpcError(-32601, 'Method not found')
    return run(params)
  }
}
