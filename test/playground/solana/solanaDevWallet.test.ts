import {
  type Address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getPublicKeyFromAddress,
  type KeyPairSigner,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  verifySignature,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { Effect } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createSolanaDevWallet,
  type SolanaDevWalletApprovalRequest,
} from '../../../playground/solana/createSolanaDevWallet.ts'
import {
  devSolanaKeys,
  localSolanaNetwork,
  type SolanaChain,
  startSolanaChain,
} from '../../../playground/solana/index.ts'
import { makeWalletStandardConnector } from '../../../runtime/connectors/walletStandard/walletStandardConnector.ts'

let chain: SolanaChain
let signers: KeyPairSigner[]

beforeAll(async () => {
  chain = await startSolanaChain({ port: 0 })
  signers = await devSolanaKeys()
})
afterAll(() => chain?.stop())

const setup = (answer = true) => {
  const signer = signers[0] as KeyPairSigner
  const network = localSolanaNetwork(chain.url)
  const asked: SolanaDevWalletApprovalRequest[] = []
  const wallet = createSolanaDevWallet({
    signer,
    rpcUrls: { 'solana:localnet': chain.url, [network.caipNetworkId]: chain.url },
    approve: async (request) => {
      asked.push(request)
      return answer
    },
  })
  const connector = makeWalletStandardConnector(wallet, 'solana')
  return { signer, network, wallet, connector, asked }
}

/** An unsigned transfer of `amount` lamports from dev key 0, base64, as an app hands it over. */
const transfer = async (from: Address, to: Address, amount: bigint) => {
  const rpc = createSolanaRpc(chain.url)
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(from, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({ source: createNoopSigner(from), destination: to, amount }),
        m,
      ),
  )
  return getBase64EncodedWireTransaction(compileTransaction(message))
}

describe('Solana dev wallet', () => {
  it('default: connects through Latch’s Wallet Standard connector after asking', async () => {
    const { signer, network, connector, asked, wallet } = setup()
    const result = await Effect.runPromise(connector.connect(network))
    expect(result).toEqual({
      accounts: [{ type: 'eoa', address: signer.address }],
      caipNetworkId: network.caipNetworkId,
    })
    expect(asked.map((r) => r.method)).toEqual(['standard:connect'])
    expect(wallet.connected).toBe(true)
    // A silent restore of a connected wallet does not ask again.
    await Effect.runPromise(connector.restore(network))
    expect(asked).toHaveLength(1)
  })

  it('behavior: solana_signMessage gives a signature the key verifies', async () => {
    const { signer, network, connector } = setup()
    await Effect.runPromise(connector.connect(network))
    const text = new TextEncoder().encode('Hello from Latch')
    const { signature } = (await Effect.runPromise(
      connector.request({
        method: 'solana_signMessage',
        params: {
          message: (await import('@solana/kit')).getBase58Decoder().decode(text),
          pubkey: signer.address,
        },
      }),
    )) as { signature: string }
    const key = await getPublicKeyFromAddress(signer.address)
    const bytes = new Uint8Array(getBase58Encoder().encode(signature))
    expect(await verifySignature(key, bytes as never, text)).toBe(true)
  })

  it('behavior: solana_signAndSendTransaction lands on the local chain', async () => {
    const { signer, network, connector, asked } = setup()
    await Effect.runPromise(connector.connect(network))
    const to = chain.keys[1] as Address
    const rpc = createSolanaRpc(chain.url)
    const before = (await rpc.getBalance(to).send()).value
    const { signature } = (await Effect.runPromise(
      connector.request({
        method: 'solana_signAndSendTransaction',
        params: {
          transaction: await transfer(signer.address, to, 100_000_000n),
          options: { preflightCommitment: 'confirmed' },
        },
      }),
    )) as { signature: string }
    const { value } = await rpc.getSignatureStatuses([signature as never]).send()
    expect(value[0]?.err).toBeNull()
    expect((await rpc.getBalance(to).send()).value).toBe(before + 100_000_000n)
    expect(asked.at(-1)).toMatchObject({
      method: 'solana:signAndSendTransaction',
      chain: network.caipNetworkId,
    })
  })

  it('behavior: solana_signTransaction signs without sending', async () => {
    const { signer, network, connector } = setup()
    await Effect.runPromise(connector.connect(network))
    const out = (await Effect.runPromise(
      connector.request({
        method: 'solana_signTransaction',
        params: { transaction: await transfer(signer.address, chain.keys[2] as Address, 1n) },
      }),
    )) as { signature: string; transaction: string }
    expect(out.signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    const { value } = await createSolanaRpc(chain.url)
      .getSignatureStatuses([out.signature as never])
      .send()
    expect(value[0]).toBeNull()
  })

  it('behavior: a rejected prompt is a user-rejected wallet error and nothing connects', async () => {
    const { network, connector, wallet } = setup(false)
    const error = await Effect.runPromise(Effect.flip(connector.connect(network)))
    expect(error._tag).toBe('WalletError')
    expect(error.reason).toBe('UserRejected')
    expect(wallet.accounts).toEqual([])
  })
})
