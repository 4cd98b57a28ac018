import type { Address, Instruction } from '@solana/kit'
import { Effect, Schedule } from 'effect'
import {
  CONFIRM_TIMEOUT_MS,
  SOLANA_CONFIRM_POLL_MS,
  SOLANA_PREFLIGHT_COMMITMENT,
} from '../../constants.ts'
import { SendError } from '../../errors/SendError.ts'
import { walletError } from '../../errors/WalletError.ts'
import type { Network } from '../../networks.ts'
import { Logger } from '../../services/Logger.ts'
import { Store } from '../../state/Store.ts'
import { request } from '../kernel/request.ts'
import { type SolanaRpc, solanaRpc } from '../kernel/solanaRpc.ts'
import type { SendPlan } from './sendValidate.ts'

/** The mint of an SPL token balance (the last part of its CAIP-10 id); undefined for SOL. */
export const splMint = (plan: SendPlan): string | undefined =>
  plan.token.address ? plan.token.address.split(':').at(-1) : undefined

/**
 * The unsigned transaction of a Solana send, base64 with empty signatures, for the wallet to
 * sign: a System transfer of lamports, or for an SPL token the receiver's associated token
 * account created when missing (idempotent) and a `TransferChecked` from the sender's, under
 * the program that owns the mint (Token or Token-2022). The fee payer is the sender; the
 * blockhash is the network's latest.
 */
export const buildSolanaTransfer = (network: Network, plan: SendPlan, from: string) =>
  solanaRpc(network, 'buildTransfer', async (rpc, kit) =>
    kit.getBase64EncodedWireTransaction(await compileTransfer(rpc, kit, plan, from)),
  )

/**
 * The network fee of a Solana send, in lamports: the transfer {@link buildSolanaTransfer} would
 * have the wallet sign, priced by the node (`getFeeForMessage`); undefined when the node cannot
 * price it (its blockhash expired meanwhile).
 */
export const solanaTransferFee = (network: Network, plan: SendPlan, from: string) =>
  solanaRpc(network, 'getFeeForMessage', async (rpc, kit) => {
    const { messageBytes } = await compileTransfer(rpc, kit, plan, from)
    const message = kit.getBase64Decoder().decode(messageBytes)
    const { value } = await rpc.getFeeForMessage(message as never).send()
    return value === null ? undefined : BigInt(value)
  })

const compileTransfer = async (
  rpc: SolanaRpc,
  kit: typeof import('@solana/kit'),
  plan: SendPlan,
  from: string,
) => {
  const [system, token] = await Promise.all([
    import('@solana-program/system'),
    import('@solana-program/token'),
  ])
  const owner = kit.createNoopSigner(kit.address(from))
  const receiver = kit.address(plan.receiver)
  const mintText = splMint(plan)
  let instructions: Instruction[]
  if (!mintText) {
    instructions = [
      system.getTransferSolInstruction({
        source: owner,
        destination: receiver,
        amount: plan.amount,
      }),
    ]
  } else {
    const mint = kit.address(mintText)
    const mintAccount = await rpc.getAccountInfo(mint, { encoding: 'base64' }).send()
    const tokenProgram = mintAccount.value?.owner ?? token.TOKEN_PROGRAM_ADDRESS
    const ata = async (of: Address) =>
      (await token.findAssociatedTokenPda({ owner: of, mint, tokenProgram }))[0]
    const destination = await ata(receiver)
    instructions = [
      token.getCreateAssociatedTokenIdempotentInstruction({
        payer: owner,
        ata: destination,
        owner: receiver,
        mint,
        tokenProgram,
      }),
      token.getTransferCheckedInstruction(
        {
          source: await ata(owner.address),
          mint,
          destination,
          authority: owner,
          amount: plan.amount,
          decimals: Number(plan.token.quantity.decimals),
        },
        { programAddress: tokenProgram },
      ),
    ]
  }
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const message = kit.pipe(
    kit.createTransactionMessage({ version: 0 }),
    (m) => kit.setTransactionMessageFeePayer(owner.address, m),
    (m) => kit.setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => kit.appendTransactionMessageInstructions(instructions, m),
  )
  return kit.compileTransaction(message)
}

/** Whether the signature is confirmed: `true`, `false` (not yet), or the chain's error. */
const signatureStatus = (network: Network, signature: string) =>
  solanaRpc(network, 'getSignatureStatuses', async (rpc) => {
    const { value } = await rpc.getSignatureStatuses([signature as never]).send()
    const status = value[0]
    if (!status) return { done: false as const }
    if (status.err) return { done: true as const, err: status.err }
    const level = status.confirmationStatus
    return { done: level === 'confirmed' || level === 'finalized', err: null }
  })

/**
 * A Solana send of a checked plan: the transfer built by {@link buildSolanaTransfer}, signed and
 * sent by the wallet through `solana_signAndSendTransaction` on the request flow (so the
 * OpenRPC contract checks it, SPEC §5's preflight commitments included) with
 * SOLANA_PREFLIGHT_COMMITMENT; then `getSignatureStatuses` every SOLANA_CONFIRM_POLL_MS until
 * confirmed, at most CONFIRM_TIMEOUT_MS (SPEC §7's 25 s), after which it stays sent. A
 * transaction the chain failed is `SendError` 'Reverted'.
 */
export const sendSolana = (plan: SendPlan, from: string) =>
  Effect.gen(function* () {
    const store = yield* Store
    const network = store.network.value
    const transaction = yield* buildSolanaTransfer(network, plan, from)
    const answer = yield* request(
      {
        method: 'solana_signAndSendTransaction',
        params: {
          transaction,
          pubkey: from,
          options: { preflightCommitment: SOLANA_PREFLIGHT_COMMITMENT },
        },
      },
      'solana',
    )
    const signature = (answer as { signature?: unknown } | undefined)?.signature
    if (typeof signature !== 'string') return yield* Effect.fail(walletError('Unknown', answer))
    store.send.value = { ...store.send.value, status: 'confirming', hash: signature }
    const status = yield* signatureStatus(network, signature).pipe(
      Effect.repeat({
        schedule: Schedule.spaced(SOLANA_CONFIRM_POLL_MS),
        until: (s) => s.done,
      }),
      Effect.timeoutOrElse({
        duration: CONFIRM_TIMEOUT_MS,
        orElse: () => Effect.succeed(undefined),
      }),
      Effect.catch((error) =>
        Effect.as(
          Logger.use((l) => l.warn('send confirmation not read', { error })),
          undefined,
        ),
      ),
    )
    if (status?.err) return yield* Effect.fail(SendError.of('Reverted', signature))
    return { hash: signature, confirmed: status?.done === true }
  })
