import { generateKeyPair, getAddressFromPublicKey, getBase58Decoder, signBytes } from '@solana/kit'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  http,
  serializeErc6492Signature,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { devAccounts } from '../../playground/chain/devAccounts.ts'
import { formatSiwxMessage } from '../../runtime/features/siwx/siwxMessage.ts'
import { SIWX_NONCE_TTL_MS } from '../../server/storage/Storage.ts'
import { LOCAL_APP, LOCAL_CAIP2, LOCAL_PROJECT, localApiForTests } from './support/apiForTests.ts'
import { callApi } from './support/callApi.ts'
import {
  contractWalletInitCode,
  counterfactualWalletAddress,
  factoryInitCode,
} from './support/contractWallet.ts'

const projectId = LOCAL_PROJECT
const app = LOCAL_APP
const domain = '127.0.0.1:5173'
const sdk = 'st=latch-react&sv=0.1.0'
const caip2 = LOCAL_CAIP2
const alice = privateKeyToAccount(devAccounts[0]!.privateKey)
const bob = privateKeyToAccount(devAccounts[1]!.privateKey)

/** The server's clock: tests move it instead of sleeping. */
let now = Date.parse('2030-01-01T00:00:00.000Z')

const q = (path: string) => `${server.url}${path}?projectId=${projectId}&${sdk}`

const newNonce = async (): Promise<string> =>
  (await callApi('getSiwxNonce', q('/v1/siwx/nonce'))).body.nonce

const siwe = (
  address: Address,
  nonce: string,
  extra: Partial<Parameters<typeof createSiweMessage>[0]> = {},
) =>
  createSiweMessage({
    address,
    chainId: 31337,
    domain,
    uri: app,
    version: '1',
    nonce,
    issuedAt: new Date(now),
    statement: 'Sign in to Latch tests',
    ...extra,
  })

const post = (body: Record<string, unknown>, origin: string | null = app) =>
  callApi('createSession', q('/v1/sessions'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    body: JSON.stringify(body),
  })

const sessionsOf = async (account: string) =>
  (await callApi('getSession', q(`/v1/sessions/${account}`))).body.sessions as {
    pci: string
    message: string
  }[]

const firstReason = (answer: { body: { reasons: { description: string }[] } }) =>
  answer.body.reasons[0]?.description

const { chain, server } = localApiForTests({
  chain: { token: false },
  more: (local) => ({
    // Served for sign-in only: no balance is read from it here.
    solanaChains: [{ caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', rpcUrl: local.url }],
    now: () => now,
  }),
})

describe('createSession', () => {
  it('default: an EOA signature of a fresh nonce is stored, then listed by getSession', async () => {
    const message = siwe(alice.address, await newNonce())
    const signature = await alice.signMessage({ message })
    const answer = await post({ message, signature })
    expect(answer.status).toBe(200)
    expect(answer.body.pci).toEqual(expect.any(String))
    expect(answer.body.data).toMatchObject({
      chainId: caip2,
      accountAddress: alice.address,
      domain,
      uri: app,
      version: '1',
      issuedAt: new Date(now).toISOString(),
      statement: 'Sign in to Latch tests',
    })
    const listed = await sessionsOf(`${caip2}:${alice.address}`)
    expect(listed).toContainEqual(expect.objectContaining({ pci: answer.body.pci, message }))
  })

  it('behavior: a nonce is single use', async () => {
    const nonce = await newNonce()
    const message = siwe(alice.address, nonce)
    const signature = await alice.signMessage({ message })
    expect((await post({ message, signature })).status).toBe(200)
    const again = await post({ message, signature })
    expect(again.status).toBe(400)
    expect(firstReason(again)).toBe(
      `The nonce ${nonce} is unknown or already used: ask GET /v1/siwx/nonce for a new one`,
    )
  })

  it('behavior: a nonce the server never issued is refused', async () => {
    const message = siwe(alice.address, 'madeUpNonce123')
    const answer = await post({ message, signature: await alice.signMessage({ message }) })
    expect(answer.status).toBe(400)
    expect(firstReason(answer)).toMatch(/^The nonce madeUpNonce123 is unknown or already used/)
  })

  it('behavior: a nonce older than SIWX_NONCE_TTL_MS is refused as expired', async () => {
    const nonce = await newNonce()
    now += SIWX_NONCE_TTL_MS + 1
    const message = siwe(alice.address, nonce)
    const answer = await post({ message, signature: await alice.signMessage({ message }) })
    expect(answer.status).toBe(400)
    expect(firstReason(answer)).toBe(
      `The nonce ${nonce} expired: ask GET /v1/siwx/nonce for a new one`,
    )
  })

  it('behavior: a nonce just inside SIWX_NONCE_TTL_MS is accepted', async () => {
    const nonce = await newNonce()
    now += SIWX_NONCE_TTL_MS
    const message = siwe(alice.address, nonce)
    const answer = await post({ message, signature: await alice.signMessage({ message }) })
    expect(answer.status).toBe(200)
  })

  it("behavior: another account's signature is refused 400 and does not burn the nonce", async () => {
    const message = siwe(alice.address, await newNonce())
    const forged = await post({ message, signature: await bob.signMessage({ message }) })
    expect(forged.status).toBe(400)
    expect(firstReason(forged)).toBe(
      `The signature is not ${caip2}:${alice.address}'s signature of the message`,
    )
    const before = (await sessionsOf(`${caip2}:${alice.address}`)).length
    const genuine = await post({ message, signature: await alice.signMessage({ message }) })
    expect(genuine.status).toBe(200)
    expect(await sessionsOf(`${caip2}:${alice.address}`)).toHaveLength(before + 1)
  })

  it('behavior: an ERC-1271 contract account is accepted through isValidSignature', async () => {
    const wallet = createWalletClient({ account: alice, transport: http(chain.url) })
    const reader = createPublicClient({ transport: http(chain.url) })
    const hash = await wallet.deployContract({
      chain: null,
      abi: [],
      bytecode: contractWalletInitCode(alice.address),
    })
    const receipt = await reader.waitForTransactionReceipt({ hash })
    const account = receipt.contractAddress as Address
    expect(await reader.getCode({ address: account })).toMatch(/^0x60/)
    const message = siwe(account, await newNonce())
    // The contract accepts its owner's signature of the EIP-191 hash of the message.
    const answer = await post({ message, signature: await alice.signMessage({ message }) })
    expect(answer.status).toBe(200)
    expect(await sessionsOf(`${caip2}:${account}`)).toHaveLength(1)
    const stranger = siwe(account, await newNonce())
    const refused = await post({
      message: stranger,
      signature: await bob.signMessage({ message: stranger }),
    })
    expect(refused.status).toBe(400)
  })

  it('behavior: an ERC-6492 signature of a not yet deployed account is accepted', async () => {
    const wallet = createWalletClient({ account: bob, transport: http(chain.url) })
    const reader = createPublicClient({ transport: http(chain.url) })
    const hash = await wallet.deployContract({ chain: null, abi: [], bytecode: factoryInitCode })
    const factory = (await reader.waitForTransactionReceipt({ hash })).contractAddress as Address
    const account = counterfactualWalletAddress(factory, alice.address)
    expect(await reader.getCode({ address: account })).toBeUndefined()
    const message = siwe(account, await newNonce())
    const signature = serializeErc6492Signature({
      address: factory,
      data: contractWalletInitCode(alice.address),
      signature: await alice.signMessage({ message }),
    })
    const answer = await post({ message, signature })
    expect(answer.status).toBe(200)
    expect(await sessionsOf(`${caip2}:${account}`)).toEqual([
      expect.objectContaining({ pci: answer.body.pci, signature }),
    ])
    // Verified in an eth_call: the account is still counterfactual.
    expect(await reader.getCode({ address: account })).toBeUndefined()
  })

  it('behavior: a chain the server does not serve is refused', async () => {
    const message = siwe(alice.address, await newNonce(), { chainId: 1 })
    const answer = await post({ message, signature: await alice.signMessage({ message }) })
    expect(answer.status).toBe(400)
    expect(firstReason(answer)).toBe(`Unknown chain eip155:1: not served here (served: ${caip2})`)
  })

  it("behavior: a message for another domain than the caller's Origin is refused", async () => {
    const message = siwe(alice.address, await newNonce(), { domain: 'wallet-drainer.example' })
    const answer = await post({ message, signature: await alice.signMessage({ message }) })
    expect(answer.status).toBe(400)
    expect(firstReason(answer)).toBe(
      `The sign-in message is for wallet-drainer.example, but the request comes from ${domain}`,
    )
  })

  it('behavior: a message past its Expiration Time is refused', async () => {
    const expirationTime = new Date(now - 1000)
    const message = siwe(alice.address, await newNonce(), { expirationTime })
    const answer = await post({ message, signature: await alice.signMessage({ message }) })
    expect(answer.status).toBe(400)
    expect(firstReason(answer)).toBe(
      `The sign-in message expired at ${expirationTime.toISOString()}`,
    )
  })

  it('behavior: data that disagrees with the signed message is refused', async () => {
    const nonce = await newNonce()
    const message = siwe(alice.address, nonce)
    const answer = await post({
      message,
      signature: await alice.signMessage({ message }),
      data: {
        chainId: caip2,
        accountAddress: bob.address,
        nonce,
        domain,
        uri: app,
        version: '1',
      },
    })
    expect(answer.status).toBe(400)
    expect(firstReason(answer)).toBe(
      "Invalid body field 'data': its accountAddress is not the message's accountAddress",
    )
  })

  it('behavior: text that is not a sign-in message is refused, naming the field', async () => {
    const answer = await post({ message: 'hello', signature: '0x00' })
    expect(answer.status).toBe(400)
    expect(firstReason(answer)).toMatch(/^Invalid body field 'message': not a sign-in message/)
  })

  it('parameters: solana, an ed25519 signature of the CAIP-122 message', async () => {
    const keys = await generateKeyPair()
    const address = await getAddressFromPublicKey(keys.publicKey)
    const chainId = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
    const sign = async (text: string) =>
      getBase58Decoder().decode(await signBytes(keys.privateKey, new TextEncoder().encode(text)))
    const message = formatSiwxMessage(
      {
        chainId,
        accountAddress: address,
        nonce: await newNonce(),
        domain,
        uri: app,
        version: '1',
        issuedAt: new Date(now).toISOString(),
      },
      'solana',
    )
    const answer = await post({ message, signature: await sign(message) })
    expect(answer.status).toBe(200)
    expect(answer.body.data).toMatchObject({ chainId, accountAddress: address })
    expect(await sessionsOf(`${chainId}:${address}`)).toHaveLength(1)

    const other = formatSiwxMessage(
      {
        chainId,
        accountAddress: address,
        nonce: await newNonce(),
        domain,
        uri: app,
        version: '1',
        issuedAt: new Date(now).toISOString(),
      },
      'solana',
    )
    const forged = await post({ message: other, signature: await sign(message) })
    expect(forged.status).toBe(400)
  })

  it("behavior: a caller without Origin (not a browser) signs in with the app's own message", async () => {
    const message = siwe(bob.address, await newNonce())
    const answer = await post({ message, signature: await bob.signMessage({ message }) }, null)
    expect(answer.status).toBe(200)
  })
})
