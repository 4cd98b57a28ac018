import {
  createPublicClient,
  createWalletClient,
  formatEther,
  formatUnits,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { apiContract } from '../../generated/api/contract.ts'
import { devAccounts } from '../../playground/chain/devAccounts.ts'
import { latchDevTokenAbi } from '../../playground/chain/latchDevToken.ts'
import { notImplemented } from '../../server/handlers/notImplemented.ts'
import { loadWalletRegistry } from '../../server/registry/RegistryWallet.ts'
import { startServer } from '../../server/startServer.ts'
import { LOCAL_APP, LOCAL_CAIP2, LOCAL_PROJECT, localApiForTests } from './support/apiForTests.ts'
import { callApi } from './support/callApi.ts'

const projectId = LOCAL_PROJECT
const app = LOCAL_APP
const sdk = 'st=latch-react&sv=0.1.0'
const caip2 = LOCAL_CAIP2
const devAccount = (index: number) => {
  const account = devAccounts[index]
  if (!account) throw new Error(`no dev account ${index}`)
  return account
}
const alice = devAccount(0)
const bob = devAccount(1)
// Not an LDT holder, so its token list starts empty.
const carol = devAccount(9)

const q = (path: string, query = '') =>
  `${server.url}${path}?projectId=${projectId}&${sdk}${query ? `&${query}` : ''}`

const { chain, server } = localApiForTests({
  more: () => ({
    prices: { ETH: 3000, LDT: 0.5 },
    identities: { [alice.address]: { name: 'alice.latch.id', avatar: null } },
  }),
})

describe('startServer', () => {
  it('default: listens on 127.0.0.1 and lists the configured chains', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const answer = await callApi('getSupportedChains', q('/v1/supported-chains'))
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ http: [caip2], ws: [] })
  })

  it('behavior: a taken port rejects with EADDRINUSE', async () => {
    await expect(
      startServer({
        port: server.port,
        projectIds: [],
        allowedOrigins: [],
        chains: [],
        storage: server.storage,
      }),
    ).rejects.toMatchObject({ code: 'EADDRINUSE' })
  })
})

describe('getAccountBalance', () => {
  const balanceOf = (address: string) =>
    callApi(
      'getAccountBalance',
      q(`/v1/account/${address}/balance`, `currency=usd&chainId=${caip2}`),
    )

  it('default: native and Latch Dev Token balances of a funded account, valued in USD', async () => {
    const answer = await balanceOf(carol.address)
    expect(answer.status).toBe(200)
    expect(answer.body.balances).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: caip2,
        value: 30_000_000,
        price: 3000,
        quantity: { decimals: '18', numeric: '10000' },
        iconUrl: '',
      },
    ])
    const holder = await balanceOf(bob.address)
    const ldt = holder.body.balances.find((b: { symbol: string }) => b.symbol === 'LDT')
    expect(ldt).toEqual({
      name: 'Latch Dev Token',
      symbol: 'LDT',
      chainId: caip2,
      address: `${caip2}:${chain.token?.address}`,
      value: 500_000,
      price: 0.5,
      quantity: { decimals: '18', numeric: '1000000' },
      iconUrl: '',
    })
  })

  it('behavior: after a transfer, the server reports what anvil holds', async () => {
    const wallet = createWalletClient({
      account: privateKeyToAccount(alice.privateKey),
      transport: http(chain.url),
    })
    const reader = createPublicClient({ transport: http(chain.url) })
    const token = chain.token?.address as `0x${string}`
    const sendEth = await wallet.sendTransaction({
      chain: null,
      to: carol.address,
      value: parseEther('1.5'),
    })
    await reader.waitForTransactionReceipt({ hash: sendEth })
    const sendLdt = await wallet.writeContract({
      chain: null,
      address: token,
      abi: latchDevTokenAbi,
      functionName: 'transfer',
      args: [carol.address, parseUnits('12.25', 18)],
    })
    await reader.waitForTransactionReceipt({ hash: sendLdt })

    for (const account of [alice.address, carol.address]) {
      const answer = await balanceOf(account)
      const [eth, ldt] = answer.body.balances
      expect(eth.quantity.numeric).toBe(formatEther(await reader.getBalance({ address: account })))
      const held = await reader.readContract({
        address: token,
        abi: latchDevTokenAbi,
        functionName: 'balanceOf',
        args: [account],
      })
      expect(ldt.quantity.numeric).toBe(formatUnits(held as bigint, 18))
    }
    const carolLdt = (await balanceOf(carol.address)).body.balances[1]
    expect(carolLdt).toMatchObject({ quantity: { numeric: '12.25' }, value: 6.125 })
  })

  it('parameters: address as CAIP-10', async () => {
    const answer = await balanceOf(`${caip2}:${bob.address}`)
    expect(answer.status).toBe(200)
    expect(answer.body.balances).toHaveLength(2)
  })

  it('behavior: bad input answers 400 naming the field', async () => {
    const badChain = await callApi(
      'getAccountBalance',
      q(`/v1/account/${bob.address}/balance`, 'currency=usd&chainId=31337'),
    )
    expect(badChain.status).toBe(400)
    expect(badChain.body.reasons[0].description).toMatch(/^Invalid query parameter 'chainId'/)

    const noCurrency = await callApi(
      'getAccountBalance',
      q(`/v1/account/${bob.address}/balance`, `chainId=${caip2}`),
    )
    expect(noCurrency.status).toBe(400)
    expect(noCurrency.body.reasons[0].description).toMatch(/'currency'/)

    const badAddress = await balanceOf('0x1234')
    expect(badAddress.status).toBe(400)
    expect(badAddress.body.reasons[0].description).toMatch(/^Invalid path parameter 'address'/)

    const unknownChain = await callApi(
      'getAccountBalance',
      q(`/v1/account/${bob.address}/balance`, 'currency=usd&chainId=eip155:1'),
    )
    expect(unknownChain.status).toBe(400)
    expect(unknownChain.body.reasons[0].description).toBe(
      "Invalid query parameter 'chainId': eip155:1 is not served here (served: eip155:31337)",
    )
  })
})

describe('projectId', () => {
  it('behavior: an unknown projectId answers 403 with reasons', async () => {
    const answer = await callApi(
      undefined,
      `${server.url}/v1/supported-chains?projectId=nope&${sdk}`,
    )
    expect(answer.status).toBe(403)
    expect(answer.body.reasons[0].description).toBe(
      'Invalid App Configuration: unknown projectId nope',
    )
  })

  it('behavior: a missing projectId answers 403 with reasons', async () => {
    const answer = await callApi(undefined, `${server.url}/v1/wallets?${sdk}`)
    expect(answer.status).toBe(403)
    expect(answer.body.reasons[0].description).toMatch(/projectId/)
  })
})

describe('CORS', () => {
  it('behavior: an allowed origin gets Access-Control-Allow-Origin', async () => {
    const answer = await callApi('getSupportedChains', q('/v1/supported-chains'), {
      headers: { origin: app },
    })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('access-control-allow-origin')).toBe(app)
    expect(answer.headers.get('vary')).toMatch(/Origin/)
  })

  it('behavior: an allowed preflight is answered 204 with the allowed methods and headers', async () => {
    const response = await fetch(q('/v1', `chainId=${caip2}`), {
      method: 'OPTIONS',
      headers: {
        origin: app,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe(app)
    expect(response.headers.get('access-control-allow-methods')).toMatch(/POST/)
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type')
  })

  it('behavior: another origin is refused 403, preflight included, with no CORS header', async () => {
    const evil = 'http://127.0.0.1:6666'
    const answer = await callApi(undefined, q('/v1/supported-chains'), {
      headers: { origin: evil },
    })
    expect(answer.status).toBe(403)
    expect(answer.headers.get('access-control-allow-origin')).toBeNull()
    expect(answer.body.reasons[0].description).toBe(
      `Invalid App Configuration: origin ${evil} is not on the allowlist`,
    )
    const preflight = await fetch(q('/v1/supported-chains'), {
      method: 'OPTIONS',
      headers: { origin: evil, 'access-control-request-method': 'GET' },
    })
    expect(preflight.status).toBe(403)
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('getIdentity', () => {
  it('default: a configured name; null for an unknown address', async () => {
    const known = await callApi('getIdentity', q(`/v1/identity/${alice.address.toLowerCase()}`))
    expect(known.body).toEqual({ name: 'alice.latch.id', avatar: null })
    const unknown = await callApi('getIdentity', q(`/v1/identity/${bob.address}`))
    expect(unknown.body).toEqual({ name: null, avatar: null })
  })
})

describe('getWallets', () => {
  const registry = loadWalletRegistry()
  const wallets = (query = '') => callApi('getWallets', q('/v1/wallets', query))

  it('default: the first page of 40, with the total count', async () => {
    const answer = await wallets()
    expect(registry.length).toBeGreaterThan(40)
    expect(answer.body.count).toBe(registry.length)
    expect(answer.body.data.map((w: { id: string }) => w.id)).toEqual(
      registry.slice(0, 40).map((w) => w.id),
    )
    const rest = await wallets('page=2')
    expect(rest.body.data.map((w: { id: string }) => w.id)).toEqual(
      registry.slice(40).map((w) => w.id),
    )
  })

  it('parameters: page and entries', async () => {
    const answer = await wallets('page=2&entries=10')
    expect(answer.body.count).toBe(registry.length)
    expect(answer.body.data.map((w: { id: string }) => w.id)).toEqual(
      registry.slice(10, 20).map((w) => w.id),
    )
  })

  it('parameters: search matches names case-insensitively, up to 100 a page', async () => {
    const answer = await wallets('search=WALLET')
    const expected = registry.filter((w) => w.name.toLowerCase().includes('wallet'))
    expect(expected.length).toBeGreaterThan(10)
    expect(answer.body.count).toBe(expected.length)
    expect(answer.body.data.map((w: { name: string }) => w.name)).toEqual(
      expected.map((w) => w.name),
    )
    const one = await wallets('search=rainb')
    expect(one.body.data.map((w: { id: string }) => w.id)).toEqual(['rainbow'])
  })

  it('parameters: include and exclude', async () => {
    const included = await wallets('include=safe,metamask,nope')
    expect(included.body.count).toBe(2)
    expect(included.body.data.map((w: { id: string }) => w.id)).toEqual(['metamask', 'safe'])
    const excluded = await wallets('exclude=metamask,coinbase')
    expect(excluded.body.count).toBe(registry.length - 2)
    expect(excluded.body.data[0].id).toBe('trust')
  })

  it('behavior: logos are served by the server itself as SVG', async () => {
    const answer = await wallets('include=metamask')
    const [metamask] = answer.body.data
    expect(metamask).toMatchObject({
      name: 'MetaMask',
      rdns: 'io.metamask',
      mobileLink: 'metamask://',
    })
    expect(metamask.imageUrl).toBe(`${server.url}/v1/wallets/metamask/image`)
    const image = await fetch(metamask.imageUrl)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
    expect(await image.text()).toMatch(/^<svg[^>]*>.*MM<\/text><\/svg>$/)
    expect((await fetch(`${server.url}/v1/wallets/nope/image`)).status).toBe(404)
  })

  it('behavior: a bad entries value answers 400 naming the field', async () => {
    const answer = await wallets('entries=500')
    expect(answer.status).toBe(400)
    expect(answer.body.reasons[0].description).toMatch(/^Invalid query parameter 'entries'/)
  })
})

describe('postChainRpc', () => {
  const rpc = (body: unknown, chainId = caip2) =>
    callApi('postChainRpc', q('/v1', `chainId=${chainId}`), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  it('default: forwards eth_chainId to the chain', async () => {
    const answer = await rpc({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ jsonrpc: '2.0', id: 1, result: '0x7a69' })
  })

  it('behavior: a batch is answered with one reply per call', async () => {
    const answer = await rpc([
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 'b', method: 'eth_getBalance', params: [carol.address, 'latest'] },
    ])
    expect(answer.status).toBe(200)
    expect(answer.body).toHaveLength(2)
    const byId = new Map(answer.body.map((r: { id: unknown; result: unknown }) => [r.id, r.result]))
    expect(byId.get(1)).toBe('0x7a69')
    expect(byId.get('b')).toMatch(/^0x[0-9a-f]+$/)
  })

  it('behavior: bad input answers 400 naming the field', async () => {
    const badVersion = await rpc({ jsonrpc: '1.0', id: 1, method: 'eth_chainId' })
    expect(badVersion.status).toBe(400)
    expect(badVersion.body.reasons[0].description).toMatch(/^Invalid body field 'jsonrpc'/)
    const tooMany = await rpc(
      Array.from({ length: 1001 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'eth_chainId' })),
    )
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.reasons[0].description).toMatch(/^Invalid body/)
    const unknownChain = await rpc({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }, 'eip155:1')
    expect(unknownChain.status).toBe(400)
    expect(unknownChain.body.reasons[0].description).toMatch(/^Invalid query parameter 'chainId'/)
    const notJson = await callApi('postChainRpc', q('/v1', `chainId=${caip2}`), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"jsonrpc":',
    })
    expect(notJson.status).toBe(400)
    expect(notJson.body.reasons[0].description).toBe('Invalid body: not valid JSON')
  })
})

describe('getSiwxNonce', () => {
  it('default: a fresh alphanumeric nonce, usable exactly once', async () => {
    const first = await callApi('getSiwxNonce', q('/v1/siwx/nonce'))
    const second = await callApi('getSiwxNonce', q('/v1/siwx/nonce'))
    expect(first.status).toBe(200)
    expect(first.body.nonce).toMatch(/^[a-zA-Z0-9]{8,}$/)
    expect(second.body.nonce).not.toBe(first.body.nonce)
    expect(await server.nonces.spend(projectId, first.body.nonce)).toBe('consumed')
    expect(await server.nonces.spend(projectId, first.body.nonce)).toBe('unknown')
    expect(await server.nonces.spend('other-project', second.body.nonce)).toBe('unknown')
  })
})

describe('sessions', () => {
  const account = `${caip2}:${alice.address}`
  const owner = privateKeyToAccount(alice.privateKey)

  it('default: lists the sessions of an account, then revokes one signed by its owner', async () => {
    const stored = await server.storage.addSession(projectId, account, {
      data: {
        chainId: caip2,
        accountAddress: alice.address,
        nonce: 'abcdefgh12',
        domain: '127.0.0.1:5173',
        uri: app,
        version: '1',
      },
      message: '127.0.0.1:5173 wants you to sign in with your Ethereum account',
      signature: '0x1234',
    })
    const listed = await callApi('getSession', q(`/v1/sessions/${account}`))
    expect(listed.status).toBe(200)
    expect(listed.body.sessions.map((s: { pci: string }) => s.pci)).toEqual([stored.pci])

    const revoke = (body: unknown) =>
      callApi('revokeSession', q(`/v1/sessions/${account}/revoke`), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    const stranger = privateKeyToAccount(bob.privateKey)
    const forged = await revoke({
      pci: stored.pci,
      signature: await stranger.signMessage({ message: stored.pci }),
    })
    expect(forged.status).toBe(400)
    expect(forged.body.reasons[0].description).toMatch(/not .* signature of the pci/)

    const signature = await owner.signMessage({ message: stored.pci })
    expect((await revoke({ pci: stored.pci, signature })).body).toEqual({
      pci: stored.pci,
      revoked: true,
    })
    expect((await revoke({ pci: stored.pci, signature })).body).toEqual({
      pci: stored.pci,
      revoked: false,
    })
    expect((await callApi('getSession', q(`/v1/sessions/${account}`))).body).toEqual({
      sessions: [],
    })

    const missing = await revoke({ signature })
    expect(missing.status).toBe(400)
    expect(missing.body.reasons[0].description).toMatch(/^Invalid body field 'pci'/)
  })

  it('behavior: an id that is not CAIP-10 answers 400 naming it', async () => {
    const answer = await callApi('getSession', q(`/v1/sessions/${alice.address}`))
    expect(answer.status).toBe(400)
    expect(answer.body.reasons[0].description).toMatch(/^Invalid path parameter 'id'/)
  })
})

describe('not implemented', () => {
  it('behavior: an operation not offered yet answers 501 with reasons', async () => {
    // Every operation of the contract is implemented now (issue 18 did the last ones); the
    // handler a new one starts with still answers 501 naming it.
    const answer = await notImplemented('getOnrampOptions', apiContract.getOnrampOptions)()
    expect(answer.status).toBe(501)
    expect(answer.body.reasons).toEqual([
      {
        description:
          'getOnrampOptions (GET /v1/onramp/options) is not implemented in the reference server yet',
      },
    ])
  })

  it('behavior: a path outside the contract answers 404 with reasons', async () => {
    const answer = await callApi(undefined, q('/v2/nothing'))
    expect(answer.status).toBe(404)
    expect(answer.body.reasons[0].description).toBe('No operation GET /v2/nothing')
  })
})
