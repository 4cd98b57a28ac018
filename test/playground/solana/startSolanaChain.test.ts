import {
  type Address,
  appendTransactionMessageInstructions,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type Instruction,
  type KeyPairSigner,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DEV_SOLANA_LAMPORTS,
  devSolanaKeys,
  devSplToken,
  LOCAL_SOLANA_GENESIS_HASH,
  type SolanaChain,
  startSolanaChain,
} from '../../../playground/solana/index.ts'

let chain: SolanaChain
let rpc: ReturnType<typeof createSolanaRpc>
let signers: KeyPairSigner[]

beforeAll(async () => {
  chain = await startSolanaChain({ port: 0 })
  rpc = createSolanaRpc(chain.url)
  signers = await devSolanaKeys()
})

const key = (index: number): KeyPairSigner => {
  const signer = signers[index]
  if (!signer) throw new Error(`no dev key ${index}`)
  return signer
}
afterAll(() => chain?.stop())

const tokenBalance = async (owner: Address) => {
  const { value } = await rpc
    .getTokenAccountsByOwner(owner, { mint: chain.mint }, { encoding: 'jsonParsed' })
    .send()
  return value[0]?.account.data.parsed.info.tokenAmount.amount
}

const sendWith = async (signer: KeyPairSigner, instructions: Instruction[]) => {
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(signer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const signed = await signTransactionMessageWithSigners(message)
  const wire = getBase64EncodedWireTransaction(signed)
  const signature = await rpc
    .sendTransaction(wire, { encoding: 'base64', preflightCommitment: 'confirmed' })
    .send()
  expect(signature).toBe(getSignatureFromTransaction(signed))
  return signature
}

describe('startSolanaChain', () => {
  it('default: the dev keys are funded and the chain names itself', async () => {
    const keys = signers
    expect(chain.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(chain.keys).toEqual(keys.map((k) => k.address))
    const { value } = await rpc.getBalance(chain.keys[1] as Address).send()
    expect(value).toBe(DEV_SOLANA_LAMPORTS)
    expect(await rpc.getGenesisHash().send()).toBe(LOCAL_SOLANA_GENESIS_HASH)
    expect(await rpc.getMinimumBalanceForRentExemption(165n).send()).toBeGreaterThan(0n)
    const epoch = await rpc.getEpochInfo().send()
    expect(epoch.absoluteSlot).toBe(await rpc.getSlot().send())
  })

  it('behavior: each dev key holds the dev SPL token, parsed as a node parses it', async () => {
    const owner = chain.keys[2] as Address
    const { value } = await rpc
      .getTokenAccountsByOwner(
        owner,
        { programId: TOKEN_PROGRAM_ADDRESS },
        { encoding: 'jsonParsed' },
      )
      .send()
    expect(value).toHaveLength(1)
    const info = value[0]?.account.data.parsed.info
    expect(info?.mint).toBe(chain.mint)
    expect(info?.owner).toBe(owner)
    expect(info?.tokenAmount).toEqual({
      amount: devSplToken.perKey.toString(),
      decimals: devSplToken.decimals,
      uiAmount: 1000,
      uiAmountString: '1000',
    })
    const [ata] = await findAssociatedTokenPda({
      owner,
      mint: chain.mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    expect(value[0]?.pubkey).toBe(ata)
    const mint = await rpc.getAccountInfo(chain.mint, { encoding: 'jsonParsed' }).send()
    expect(mint.value?.data).toMatchObject({ parsed: { type: 'mint', info: { decimals: 6 } } })
  })

  it('behavior: a SOL transfer lands, confirms and moves both balances', async () => {
    const to = chain.keys[3] as Address
    const before = (await rpc.getBalance(to).send()).value
    const { value: hash1 } = await rpc.getLatestBlockhash().send()
    const signature = await sendWith(key(0), [
      getTransferSolInstruction({ source: key(0), destination: to, amount: 100_000_000n }),
    ])
    const { value: statuses } = await rpc.getSignatureStatuses([signature]).send()
    expect(statuses[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    expect((await rpc.getBalance(to).send()).value).toBe(before + 100_000_000n)
    // Every landed transaction moves the blockhash, so the next one is never a duplicate.
    const { value: hash2 } = await rpc.getLatestBlockhash().send()
    expect(hash2.blockhash).not.toBe(hash1.blockhash)
  })

  it('behavior: an SPL transfer checked moves the dev token', async () => {
    const [from, to] = [key(0), key(2)]
    const ata = async (owner: Address) =>
      (
        await findAssociatedTokenPda({
          owner,
          mint: chain.mint,
          tokenProgram: TOKEN_PROGRAM_ADDRESS,
        })
      )[0]
    const before = await tokenBalance(to.address)
    await sendWith(from, [
      getTransferCheckedInstruction({
        source: await ata(from.address),
        mint: chain.mint,
        destination: await ata(to.address),
        authority: from,
        amount: 1_000_000n,
        decimals: devSplToken.decimals,
      }),
    ])
    expect(BigInt((await tokenBalance(to.address)) ?? 0)).toBe(BigInt(before ?? 0) + 1_000_000n)
  })

  it('behavior: a transaction the chain refuses is a JSON-RPC error, and nothing moves', async () => {
    const from = key(0)
    const to = chain.keys[1] as Address
    const before = (await rpc.getBalance(to).send()).value
    await expect(
      sendWith(from, [
        getTransferSolInstruction({ source: from, destination: to, amount: 10n ** 15n }),
      ]),
    ).rejects.toThrow()
    expect((await rpc.getBalance(to).send()).value).toBe(before)
  })

  it('behavior: an unknown method is -32601', async () => {
    const res = await fetch(chain.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ jsonrpc: '2.0', id: 7, method: 'getNothing', params: [] }]),
    })
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(await res.json()).toEqual([
      { jsonrpc: '2.0', id: 7, error: { code: -32601, message: 'Method not found' } },
    ])
  })
})
