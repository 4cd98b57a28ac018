import { hkdfSync } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  AccountRole,
  type Address,
  appendTransactionMessageInstruction,
  type Blockhash,
  compileTransaction,
  createKeyPairFromPrivateKeyBytes,
  createTransactionMessage,
  generateKeyPairSigner,
  getAddressFromPublicKey,
  getBase58Decoder,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  pipe,
  type SignatureBytes,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  verifySignature,
} from '@solana/kit'
import { type Hex, hexToBytes } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SOLANA_KEY_INFO } from '../../frame/solanaKey.ts'
import type { FrameRequest } from '../../generated/frame/zod.ts'
import { frameAnvil, testFrameWallet } from '../runtime/support/frameWalletAuth.ts'

const SOLANA_REF = 'LatchLocaLSo1anaC1uster1111111111'

const closers: (() => void)[] = []
afterEach(() => {
  for (const close of closers.splice(0)) close()
})

/** The frame wallet on anvil and a local Solana cluster, with a live session for `privateKey`. */
const setup = (privateKey: Hex = generatePrivateKey(), solanaRpc = 'http://127.0.0.1:1') =>
  testFrameWallet({
    privateKey,
    chains: [frameAnvil, { chainId: SOLANA_REF, name: 'Solana Local', rpcUrl: solanaRpc }],
  })

const request = (type: string, payload: unknown) =>
  ({ id: crypto.randomUUID(), type, payload }) as FrameRequest

const rpc = (method: string, params: unknown) =>
  request('app/rpc-request', { method, params, chainId: `solana:${SOLANA_REF}` })

const solanaAddress = async (wallet: Awaited<ReturnType<typeof setup>>['wallet']) => {
  const reply = await wallet(request('app/get-user', { chainId: `solana:${SOLANA_REF}` }))
  expect(reply.ok).toBe(true)
  return (reply as { payload: { address: Address } }).payload.address
}

/** Waits until the approval view shows `count` requests (the wallet ran up to asking). */
const asked = (shown: readonly unknown[], count = 1) =>
  vi.waitFor(() => expect(shown).toHaveLength(count))
const base58 = (bytes: Uint8Array) => getBase58Decoder().decode(bytes)

/** A v0 transaction paying `lamports` from `from` to `to`, unsigned, base64. */
const transfer = async (from: Address, lamports: bigint) => {
  const to = (await generateKeyPairSigner()).address
  const data = new Uint8Array(12)
  new DataView(data.buffer).setUint32(0, 2, true)
  new DataView(data.buffer).setBigUint64(4, lamports, true)
  const blockhash = (await generateKeyPairSigner()).address as unknown as Blockhash
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(from, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash({ blockhash, lastValidBlockHeight: 100n }, m),
    (m) =>
      appendTransactionMessageInstruction(
        {
          programAddress: '11111111111111111111111111111111' as Address,
          accounts: [
            { address: from, role: AccountRole.WRITABLE_SIGNER },
            { address: to, role: AccountRole.WRITABLE },
          ],
          data,
        },
        m,
      ),
  )
  return { to, wire: getBase64EncodedWireTransaction(compileTransaction(message)) as string }
}

/** Checks `signer`'s signature inside a base64 transaction over its message bytes. */
const verifyTransaction = async (wire: string, signer: Address) => {
  const tx = getTransactionDecoder().decode(getBase64Encoder().encode(wire))
  const signature = tx.signatures[signer]
  if (!signature) return false
  return verifySignature(await getPublicKeyFromAddress(signer), signature, tx.messageBytes)
}

describe('frame wallet: Solana', () => {
  it('default: the Solana address is derived in the frame, stable for a user, and not the EVM one', async () => {
    const privateKey = generatePrivateKey()
    const first = await solanaAddress((await setup(privateKey)).wallet)
    const again = await solanaAddress((await setup(privateKey)).wallet)
    const other = await solanaAddress((await setup()).wallet)
    expect(first).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(again).toBe(first)
    expect(other).not.toBe(first)
    // The documented derivation: HKDF-SHA256(secret, salt empty, info SOLANA_KEY_INFO) → seed.
    const seed = new Uint8Array(
      hkdfSync('sha256', hexToBytes(privateKey), new Uint8Array(0), SOLANA_KEY_INFO, 32),
    )
    const expected = await getAddressFromPublicKey(
      (await createKeyPairFromPrivateKeyBytes(seed)).publicKey,
    )
    expect(first).toBe(expected)
  })

  it('behavior: get chain id and get user follow a switch to the Solana cluster', async () => {
    const { wallet } = await setup()
    const evm = await wallet(request('app/get-user', {}))
    expect((evm as { payload: { address: string } }).payload.address).toMatch(/^0x/)
    expect(
      await wallet(request('app/switch-network', { chainId: `solana:${SOLANA_REF}` })),
    ).toEqual({ ok: true, payload: { chainId: SOLANA_REF } })
    expect(await wallet(request('app/get-chain-id', {}))).toEqual({
      ok: true,
      payload: { chainId: SOLANA_REF },
    })
    const user = (await wallet(request('app/get-user', {}))) as {
      payload: { address: string; chainId: unknown; accounts: unknown }
    }
    expect(user.payload.address).toBe(await solanaAddress(wallet))
    expect(user.payload.chainId).toBe(SOLANA_REF)
    expect(user.payload.accounts).toEqual([{ address: user.payload.address, type: 'eoa' }])
  })

  it('default: solana_signMessage waits for approval, shows the text, and the signature verifies', async () => {
    const { wallet, shown, press } = await setup()
    const pubkey = await solanaAddress(wallet)
    const text = 'Hello from Latch on Solana'
    const message = base58(new TextEncoder().encode(text))
    let answered = false
    const answer = wallet(rpc('solana_signMessage', { message, pubkey })).then((a) => {
      answered = true
      return a
    })
    await asked(shown)
    expect(answered).toBe(false)
    expect(shown[0]).toEqual({
      method: 'solana_signMessage',
      title: 'Sign this message',
      rows: [
        { label: 'Message', value: text, long: true },
        { label: 'Account', value: pubkey },
        { label: 'Network', value: `Solana Local (solana:${SOLANA_REF})` },
      ],
    })
    press(true)
    const reply = (await answer) as { ok: true; payload: { result: { signature: string } } }
    expect(reply.ok).toBe(true)
    const signature = new Uint8Array(
      getBase58Encoder().encode(reply.payload.result.signature),
    ) as SignatureBytes
    const publicKey = await getPublicKeyFromAddress(pubkey)
    expect(await verifySignature(publicKey, signature, new TextEncoder().encode(text))).toBe(true)
    expect(await verifySignature(publicKey, signature, new TextEncoder().encode(`${text}!`))).toBe(
      false,
    )
  })

  it('behavior: Reject answers 4001 and nothing is signed', async () => {
    const { wallet, press, shown } = await setup()
    const pubkey = await solanaAddress(wallet)
    const answer = wallet(
      rpc('solana_signMessage', { message: base58(new Uint8Array([1, 2])), pubkey }),
    )
    await asked(shown)
    expect(shown[0]?.rows).toContainEqual({ label: 'Format', value: 'Raw bytes (not text)' })
    press(false)
    expect(await answer).toEqual({ ok: false, message: 'User rejected the request', code: 4001 })
  })

  it('behavior: nothing signs without approval, and a message for another key is refused', async () => {
    const { wallet, shown } = await setup()
    const pubkey = await solanaAddress(wallet)
    const stranger = (await generateKeyPairSigner()).address
    expect(
      await wallet(
        rpc('solana_signMessage', { message: base58(new Uint8Array([1])), pubkey: stranger }),
      ),
    ).toEqual({ ok: false, message: 'Invalid input' })
    let answered = false
    void wallet(rpc('solana_signMessage', { message: base58(new Uint8Array([1])), pubkey })).then(
      () => {
        answered = true
      },
    )
    await asked(shown)
    expect(answered).toBe(false)
    expect(shown).toHaveLength(1)
  })

  it('default: solana_signTransaction shows fee payer, instruction count and the SOL transfer, then signs', async () => {
    const { wallet, shown, press } = await setup()
    const pubkey = await solanaAddress(wallet)
    const { to, wire } = await transfer(pubkey, 1_500_000_000n)
    const answer = wallet(rpc('solana_signTransaction', { transaction: wire }))
    await asked(shown)
    expect(shown[0]).toEqual({
      method: 'solana_signTransaction',
      title: 'Sign this transaction',
      rows: [
        { label: 'Fee payer', value: pubkey },
        { label: 'Instructions', value: '1' },
        { label: 'Sends', value: `1.5 SOL to ${to}` },
        { label: 'Account', value: pubkey },
        { label: 'Network', value: `Solana Local (solana:${SOLANA_REF})` },
      ],
    })
    press(true)
    const reply = (await answer) as {
      ok: true
      payload: { result: { signature: string; transaction: string } }
    }
    expect(reply.ok).toBe(true)
    expect(await verifyTransaction(reply.payload.result.transaction, pubkey)).toBe(true)
    const tx = getTransactionDecoder().decode(
      getBase64Encoder().encode(reply.payload.result.transaction),
    )
    expect(base58(tx.signatures[pubkey] as Uint8Array)).toBe(reply.payload.result.signature)
  })

  it('behavior: a transaction this wallet does not sign is refused without asking', async () => {
    const { wallet, shown } = await setup()
    const { wire } = await transfer((await generateKeyPairSigner()).address, 1n)
    expect(await wallet(rpc('solana_signTransaction', { transaction: wire }))).toEqual({
      ok: false,
      message: 'Invalid input',
    })
    expect(await wallet(rpc('solana_signTransaction', { transaction: 'not base64!' }))).toEqual({
      ok: false,
      message: 'Invalid input',
    })
    expect(shown).toHaveLength(0)
  })

  it('default: solana_signAndSendTransaction sends the signed transaction to the cluster RPC', async () => {
    const received: unknown[] = []
    const server = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk) => {
        body += chunk
      })
      req.on('end', () => {
        const call = JSON.parse(body) as { id: number; params: [string, unknown] }
        received.push(call)
        const tx = getTransactionDecoder().decode(getBase64Encoder().encode(call.params[0]))
        const signature = Object.values(tx.signatures)[0] as Uint8Array
        res.setHeader('content-type', 'application/json')
        res.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, result: base58(signature) }))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    closers.push(() => server.close())
    const port = (server.address() as AddressInfo).port
    const { wallet, shown, press } = await setup(generatePrivateKey(), `http://127.0.0.1:${port}`)
    const pubkey = await solanaAddress(wallet)
    const { wire } = await transfer(pubkey, 5_000n)
    const answer = wallet(
      rpc('solana_signAndSendTransaction', {
        transaction: wire,
        options: { preflightCommitment: 'confirmed' },
      }),
    )
    await asked(shown)
    expect(received).toHaveLength(0)
    press(true)
    const reply = (await answer) as { ok: true; payload: { result: { signature: string } } }
    expect(reply.ok).toBe(true)
    expect(received).toHaveLength(1)
    const call = received[0] as { method: string; params: [string, Record<string, unknown>] }
    expect(call.method).toBe('sendTransaction')
    expect(call.params[1]).toEqual({ preflightCommitment: 'confirmed', encoding: 'base64' })
    expect(await verifyTransaction(call.params[0], pubkey)).toBe(true)
    const sent = getTransactionDecoder().decode(getBase64Encoder().encode(call.params[0]))
    expect(reply.payload.result.signature).toBe(base58(sent.signatures[pubkey] as Uint8Array))
  })
})
