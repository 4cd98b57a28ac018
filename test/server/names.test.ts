import type { Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../../playground/chain/devAccounts.ts'
import { type LocalChain, startChain } from '../../playground/chain/startChain.ts'
import { type RunningServer, startServer } from '../../server/startServer.ts'
import { callApi } from './support/callApi.ts'
import { contractWalletInitCode } from './support/contractWallet.ts'
import { rpc } from './support/sendTransfers.ts'

const projectId = 'test-project'
const sdk = 'st=latch-react&sv=0.1.0'
const caip2 = 'eip155:31337'
/** ENSIP-11: 0x80000000 | 31337. */
const coinType = 2147514985
const dev = (index: number) => {
  const account = devAccounts[index]
  if (!account) throw new Error(`no dev account ${index}`)
  return privateKeyToAccount(account.privateKey)
}
const alice = dev(0)
const bob = dev(1)
const carol = dev(2)
const named = dev(3)

let chain: LocalChain
let server: RunningServer
let wallet: Address
const q = (path: string, query = '') =>
  `${server.url}${path}?projectId=${projectId}&${sdk}${query ? `&${query}` : ''}`

const message = (name: string, timestamp = Math.floor(Date.now() / 1000), attributes = {}) =>
  JSON.stringify({ name, attributes, timestamp })

const register = (body: { coin_type?: number; address: string; message: string; signature: Hex }) =>
  callApi('postProfileAccount', q('/v1/profile/account'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ coin_type: coinType, ...body }),
  })

/** `signer` signs the registration of `name` for `address` (default: the signer's own). */
const signed = async (
  signer: typeof alice,
  name: string,
  options: { address?: string; timestamp?: number; attributes?: object } = {},
) => {
  const text = message(name, options.timestamp, options.attributes)
  return {
    address: options.address ?? signer.address,
    message: text,
    signature: await signer.signMessage({ message: text }),
  }
}

beforeAll(async () => {
  chain = await startChain({ port: 0, chainId: 31337, token: false })
  // An ERC-1271 contract account owned by carol.
  const hash = await rpc<Hex>(chain.url, 'eth_sendTransaction', [
    { from: carol.address, data: contractWalletInitCode(carol.address) },
  ])
  // Anvil mines it at once, but a busy machine may answer the receipt before the block is in.
  let receipt: { contractAddress: Address } | null = null
  for (let tries = 0; receipt === null && tries < 50; tries++) {
    receipt = await rpc<{ contractAddress: Address } | null>(
      chain.url,
      'eth_getTransactionReceipt',
      [hash],
    )
    if (receipt === null) await new Promise((resolve) => setTimeout(resolve, 100))
  }
  if (receipt === null) throw new Error(`no receipt for ${hash} after 5 s`)
  wallet = receipt.contractAddress
  server = await startServer({
    port: 0,
    projectIds: [projectId],
    allowedOrigins: [],
    chains: [{ caipNetworkId: caip2, rpcUrl: chain.url }],
    identities: { [named.address]: { name: 'named.example', avatar: 'https://127.0.0.1/a.png' } },
    indexer: false,
  })
}, 120_000)
afterAll(async () => {
  await server?.stop()
  await chain?.stop()
}, 30_000)

describe('postProfileAccount', () => {
  it('default: an EOA registers a name; lookup, reverse and identity answer it', async () => {
    const answer = await register(
      await signed(alice, 'alice.latch.id', {
        attributes: { avatar: 'https://127.0.0.1/alice.png' },
      }),
    )
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      name: 'alice.latch.id',
      addresses: { [String(coinType)]: { address: alice.address.toLowerCase() } },
      attributes: [{ avatar: 'https://127.0.0.1/alice.png' }],
    })
    const lookup = await callApi(
      'getProfileAccount',
      q('/v1/profile/account/Alice.latch.id', 'apiVersion=2'),
    )
    expect(lookup.status).toBe(200)
    expect(lookup.body.name).toBe('alice.latch.id')
    const reverse = await callApi(
      'getProfileReverse',
      q(`/v1/profile/reverse/${alice.address}`, 'apiVersion=2'),
    )
    expect(reverse.body.map((n: { name: string }) => n.name)).toEqual(['alice.latch.id'])
    const encoded = await callApi(
      'getProfileReverse',
      q(`/v1/profile/reverse/${encodeURIComponent(`${caip2}:${alice.address}`)}`),
    )
    expect(encoded.body).toEqual(reverse.body)
    const identity = await callApi(
      'getIdentity',
      q(`/v1/identity/${encodeURIComponent(`${caip2}:${alice.address}`)}`),
    )
    expect(identity.body).toEqual({ name: 'alice.latch.id', avatar: 'https://127.0.0.1/alice.png' })
  })

  it('parameters: a bare label is registered under the zone', async () => {
    const answer = await register(await signed(bob, 'Bobby-2'))
    expect(answer.status).toBe(200)
    expect(answer.body.name).toBe('bobby-2.latch.id')
  })

  it('behavior: SPEC §5 rules: letters, digits and hyphens only, at least 4 characters', async () => {
    for (const [name, reason] of [
      ['bob', 'Invalid name bob: an account name has at least 4 characters'],
      ['bad_name', 'Invalid name bad_name: an account name has letters, digits and hyphens only'],
      [
        'caf\u00e9s',
        'Invalid name caf\u00e9s: an account name has letters, digits and hyphens only',
      ],
      [
        'alice.other.id',
        'Invalid name alice.other.id: names are registered under latch.id only, e.g. alice.latch.id',
      ],
    ] as const) {
      const answer = await register(await signed(bob, name))
      expect(answer.status).toBe(400)
      expect(answer.body.reasons[0].description).toBe(reason)
    }
  })

  it('behavior: a taken name is refused with its reason; its holder may register it again', async () => {
    const taken = await register(await signed(bob, 'alice.latch.id'))
    expect(taken.status).toBe(400)
    expect(taken.body.reasons[0].description).toBe(
      'The name alice.latch.id is already taken: choose another',
    )
    const again = await register(await signed(alice, 'alice.latch.id'))
    expect(again.status).toBe(200)
    expect(again.body.attributes).toEqual([{}])
  })

  it('behavior: a signature by anyone but the address is refused 400 (a 403 would read as Invalid App Configuration)', async () => {
    const forged = await signed(bob, 'mallory', { address: alice.address })
    const answer = await register(forged)
    expect(answer.status).toBe(400)
    expect(answer.body.reasons[0].description).toBe(
      `The signature is not ${alice.address}'s signature of the message`,
    )
    const tampered = await signed(alice, 'alicia')
    const swapped = await register({ ...tampered, message: message('alicia-2') })
    expect(swapped.status).toBe(400)
  })

  it('behavior: an ERC-1271 contract account registers with its owner’s signature', async () => {
    const byOwner = await signed(carol, 'wallet-one', { address: wallet })
    expect((await register(byOwner)).status).toBe(200)
    const reverse = await callApi('getProfileReverse', q(`/v1/profile/reverse/${wallet}`))
    expect(reverse.body[0].name).toBe('wallet-one.latch.id')
    const byStranger = await signed(bob, 'wallet-two', { address: wallet })
    expect((await register(byStranger)).status).toBe(400)
  })

  it('behavior: the coin type must be the ENSIP-11 coin type of a served chain', async () => {
    for (const coin_type of [60, coinType + 1, 2147483647]) {
      const answer = await register({ ...(await signed(alice, 'alice-x')), coin_type })
      expect(answer.status).toBe(400)
      expect(answer.body.reasons[0].description).toMatch(
        new RegExp(`^Invalid body field 'coin_type': ${coin_type} is not the ENSIP-11 coin type`),
      )
    }
    const otherChain = await register(
      await signed(alice, 'alice-x', { address: `eip155:1:${alice.address}` }),
    )
    expect(otherChain.status).toBe(400)
    expect(otherChain.body.reasons[0].description).toMatch(/^Invalid body field 'address'/)
  })

  it('behavior: a message that is not the registration JSON, or too old, is refused 400', async () => {
    const text = 'register alice'
    const notJson = await register({
      address: alice.address,
      message: text,
      signature: await alice.signMessage({ message: text }),
    })
    expect(notJson.body.reasons[0].description).toBe("Invalid body field 'message': it is not JSON")
    const old = await register(
      await signed(alice, 'alice-old', { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
    )
    expect(old.status).toBe(400)
    expect(old.body.reasons[0].description).toMatch(/^The registration message is too old/)
  })
})

describe('getProfileAccount', () => {
  it('behavior: a name no one holds answers 400 with the reason', async () => {
    const answer = await callApi(
      'getProfileAccount',
      q('/v1/profile/account/nobody.latch.id', 'apiVersion=2'),
    )
    expect(answer.status).toBe(400)
    expect(answer.body.reasons[0].description).toBe('No account name nobody.latch.id is registered')
  })
})

describe('getProfileReverse', () => {
  it('default: none for an address without names', async () => {
    const answer = await callApi('getProfileReverse', q(`/v1/profile/reverse/${named.address}`))
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual([])
  })
})

describe('getProfileSuggestions', () => {
  it('default: the wanted name flagged registered, then free variants', async () => {
    await register(await signed(bob, 'alice1'))
    const answer = await callApi(
      'getProfileSuggestions',
      q('/v1/profile/suggestions/alice', 'zone=latch.id'),
    )
    expect(answer.status).toBe(200)
    expect(answer.body.suggestions).toEqual([
      { name: 'alice.latch.id', registered: true },
      { name: 'alice2.latch.id', registered: false },
      { name: 'alice3.latch.id', registered: false },
      { name: 'alice4.latch.id', registered: false },
      { name: 'alice5.latch.id', registered: false },
    ])
    const free = await callApi('getProfileSuggestions', q('/v1/profile/suggestions/zelda'))
    expect(free.body.suggestions[0]).toEqual({ name: 'zelda.latch.id', registered: false })
    const zone = await callApi(
      'getProfileSuggestions',
      q('/v1/profile/suggestions/zelda', 'zone=eth'),
    )
    expect(zone.status).toBe(400)
    const short = await callApi('getProfileSuggestions', q('/v1/profile/suggestions/zed'))
    expect(short.status).toBe(400)
  })
})

describe('getIdentity', () => {
  it('behavior: without a registered name, the configured identity table answers', async () => {
    const answer = await callApi('getIdentity', q(`/v1/identity/${named.address}`))
    expect(answer.body).toEqual({ name: 'named.example', avatar: 'https://127.0.0.1/a.png' })
  })
})
