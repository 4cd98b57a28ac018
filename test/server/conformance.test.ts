import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { dump, load } from 'js-yaml'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployExchange, type LocalExchange } from '../../playground/chain/deployExchange.ts'
import { devAccounts } from '../../playground/chain/devAccounts.ts'
import { type LocalChain, startChain } from '../../playground/chain/startChain.ts'
import { devFiatRates, devOnrampProviders } from '../../playground/onramp/devOnrampProviders.ts'
import { loadWalletRegistry } from '../../server/registry/RegistryWallet.ts'
import { type RunningServer, startServer } from '../../server/startServer.ts'
import { post } from './support/callApi.ts'
import { freePort } from './support/freePort.ts'
import { type PrismAnswer, prismCall } from './support/prismCall.ts'
import {
  PRISM_GUARD_ACTIVE,
  PRISM_NETWORK_VIOLATION,
  writePrismNetworkGuard,
} from './support/prismNetworkGuard.ts'
import { type PrismProxy, startPrismProxy } from './support/prismProxy.ts'

// Every answer of the reference server goes through `prism proxy --errors` (Stoplight's
// checker, not ours) against contracts/api.openapi.yaml: an answer that breaks the document
// comes back as prism's 500 with an `sl-violations` header instead of the server's answer.

const contract = join(import.meta.dirname, '../../contracts/api.openapi.yaml')
const projectId = 'conformance-project'
const sdk = 'st=latch-react&sv=0.1.0'
const caip2 = 'eip155:31337'
const devAccount = (index: number) => {
  const account = devAccounts[index]
  if (!account) throw new Error(`no dev account ${index}`)
  return account
}
const alice = devAccount(0)
const bob = devAccount(1)

let workDir: string
let chain: LocalChain | undefined
let exchange: LocalExchange
let server: RunningServer | undefined
let prism: PrismProxy | undefined
let brokenPrism: PrismProxy | undefined

/** The contract with one response field's type changed: `SiwxNonceResponse.nonce` an integer. */
const writeBrokenContract = (dir: string): string => {
  const document = load(readFileSync(contract, 'utf8')) as {
    components: { schemas: Record<string, { properties: Record<string, { type: string }> }> }
  }
  const nonce = document.components.schemas.SiwxNonceResponse?.properties.nonce
  if (!nonce) throw new Error('SiwxNonceResponse.nonce is not in the contract any more')
  nonce.type = 'integer'
  const path = join(dir, 'api.openapi.yaml')
  writeFileSync(path, dump(document))
  return path
}

const running = <A>(value: A | undefined, name: string): A => {
  if (!value) throw new Error(`${name} did not start`)
  return value
}

const through = (proxy: PrismProxy | undefined, path: string, query = '') =>
  `${running(proxy, 'prism').url}${path}?projectId=${projectId}&${sdk}${query ? `&${query}` : ''}`

/** Calls the server through the prism that checks the real contract. */
const call = (path: string, query = '', init: RequestInit = {}) =>
  prismCall(through(prism, path, query), init)

/** The answer passed prism's checks (no violation) with this status. */
const expectConforms = (answer: PrismAnswer, status: number) => {
  expect(answer.violations).toEqual([])
  expect(answer.status).toBe(status)
}

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'latch-prism-'))
  const serverPort = await freePort()
  const upstream = `http://127.0.0.1:${serverPort}`
  // Prism and the server (PGlite's initdb) take a few seconds each: start them side by side.
  const prismsUp = Promise.all([
    startPrismProxy({ document: contract, upstream, workDir }),
    startPrismProxy({ document: writeBrokenContract(workDir), upstream, workDir }),
  ]).then(([real, broken]) => {
    prism = real
    brokenPrism = broken
  })
  const serverUp = (async () => {
    chain = await startChain({ port: 0, chainId: 31337, secondToken: true })
    exchange = await deployExchange({
      url: chain.url,
      chainId: 31337,
      deployer: devAccount(2),
      ldt: chain.token!.address,
      ldu: chain.secondToken!.address,
    })
    server = await startServer({
      port: serverPort,
      host: '127.0.0.1',
      projectIds: [projectId],
      allowedOrigins: [],
      // No browser calls here, but sign-in messages still name the app (EIP-4361 relying party).
      signIn: { [projectId]: { domains: ['127.0.0.1:5173'], uris: ['http://127.0.0.1:5173'] } },
      chains: [
        {
          caipNetworkId: caip2,
          rpcUrl: chain.url,
          tokens: chain.token ? [chain.token] : [],
          exchange: { router: exchange.router, weth: exchange.weth },
        },
      ],
      onramp: {
        providers: devOnrampProviders,
        pageUrl: 'http://127.0.0.1:8794/buy',
        fiatRates: devFiatRates,
      },
      prices: { ETH: 3000, LDT: 0.5 },
      identities: { [alice.address]: { name: 'alice.latch.id', avatar: null } },
    })
  })()
  await Promise.all([prismsUp, serverUp])
}, 120_000)

afterAll(async () => {
  await Promise.all([prism?.stop(), brokenPrism?.stop()])
  await server?.stop()
  await chain?.stop()
  if (workDir) rmSync(workDir, { recursive: true, force: true })
}, 30_000)

describe('contract conformance (prism proxy --errors)', () => {
  it('behavior: a response field of the wrong type is caught by prism', async () => {
    // The same server answer, checked against a copy of the contract where `nonce` is an integer.
    const broken = await prismCall(through(brokenPrism, '/v1/siwx/nonce'))
    expect(broken.status).toBe(500)
    expect(broken.headers.get('content-type')).toBe('application/problem+json')
    expect(broken.violations).toEqual([
      expect.objectContaining({
        location: ['response', 'body', 'nonce'],
        severity: 'Error',
        code: 'type',
      }),
    ])
    expect(broken.body.title).toBe('Request/Response not valid')
    // Against the real contract the same answer passes.
    const real = await call('/v1/siwx/nonce')
    expectConforms(real, 200)
  })

  it('behavior: a request that breaks the contract is refused by prism with 422', async () => {
    // Prism checks the requests too, so every call below is itself a valid call of the contract.
    const answer = await call(`/v1/account/${bob.address}/balance`, 'currency=usd&chainId=31337')
    expect(answer.status).toBe(422)
    expect(answer.violations).toEqual([
      expect.objectContaining({ location: ['query', 'chainid'], code: 'pattern' }),
    ])
  })

  it('default: getSupportedChains', async () => {
    const answer = await call('/v1/supported-chains')
    expectConforms(answer, 200)
    expect(answer.body).toEqual({ http: [caip2], ws: [] })
  })

  it('default: getAccountBalance with native and ERC-20 balances', async () => {
    const answer = await call(`/v1/account/${bob.address}/balance`, `currency=usd&chainId=${caip2}`)
    expectConforms(answer, 200)
    expect(answer.body.balances.map((b: { symbol: string }) => b.symbol)).toEqual(['ETH', 'LDT'])
  })

  it('default: getIdentity, named and unknown (null name and avatar)', async () => {
    const named = await call(`/v1/identity/${alice.address}`)
    expectConforms(named, 200)
    expect(named.body).toEqual({ name: 'alice.latch.id', avatar: null })
    // OpenAPI 3.1 `type: [string, 'null']`: prism 5.14 reads such lists (it accepts these nulls,
    // and refused a string when a copy of the document said `[integer, 'null']`).
    const unknown = await call(`/v1/identity/${bob.address}`)
    expectConforms(unknown, 200)
    expect(unknown.body).toEqual({ name: null, avatar: null })
  })

  it('default: getWallets, first page, a search and page 2', async () => {
    const registry = loadWalletRegistry()
    const first = await call('/v1/wallets')
    expectConforms(first, 200)
    expect(first.body.count).toBe(registry.length)
    expect(first.body.data).toHaveLength(40)
    const search = await call('/v1/wallets', 'search=rainb')
    expectConforms(search, 200)
    expect(search.body.data.map((w: { id: string }) => w.id)).toEqual(['rainbow'])
    const second = await call('/v1/wallets', 'page=2')
    expectConforms(second, 200)
    expect(second.body.data.map((w: { id: string }) => w.id)).toEqual(
      registry.slice(40).map((w) => w.id),
    )
  })

  it('default: postChainRpc, a single call and a batch', async () => {
    const single = await call(
      '/v1',
      `chainId=${caip2}`,
      post({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    )
    expectConforms(single, 200)
    expect(single.body).toEqual({ jsonrpc: '2.0', id: 1, result: '0x7a69' })
    const batch = await call(
      '/v1',
      `chainId=${caip2}`,
      post([
        { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
        { jsonrpc: '2.0', id: 'b', method: 'eth_getBalance', params: [bob.address, 'latest'] },
      ]),
    )
    expectConforms(batch, 200)
    expect(batch.body).toHaveLength(2)
  })

  it('default: getSiwxNonce', async () => {
    const answer = await call('/v1/siwx/nonce')
    expectConforms(answer, 200)
    expect(answer.body.nonce).toMatch(/^[a-zA-Z0-9]{8,}$/)
  })

  it('default: createSession stores a verified sign-in (200); the same nonce again is a 400', async () => {
    const signer = privateKeyToAccount(bob.privateKey)
    const nonce = (await call('/v1/siwx/nonce')).body.nonce as string
    const message = createSiweMessage({
      address: signer.address,
      chainId: 31337,
      domain: '127.0.0.1:5173',
      uri: 'http://127.0.0.1:5173',
      version: '1',
      nonce,
      issuedAt: new Date(),
    })
    const body = { message, signature: await signer.signMessage({ message }) }
    const created = await call('/v1/sessions', '', post(body))
    expectConforms(created, 200)
    expect(created.body).toMatchObject({ message, data: { chainId: caip2, nonce } })
    const again = await call('/v1/sessions', '', post(body))
    expectConforms(again, 400)
    expect(again.body.reasons[0].description).toMatch(/unknown or already used/)
  })

  it('default: getSession lists a stored session; revokeSession refuses a stranger, then revokes', async () => {
    const account = `${caip2}:${alice.address}`
    const stored = await running(server, 'server').storage.addSession(projectId, account, {
      data: {
        chainId: caip2,
        accountAddress: alice.address,
        nonce: 'abcdefgh12',
        domain: '127.0.0.1:5173',
        uri: 'http://127.0.0.1:5173',
        version: '1',
      },
      message: '127.0.0.1:5173 wants you to sign in with your Ethereum account',
      signature: '0x1234',
    })
    const listed = await call(`/v1/sessions/${account}`)
    expectConforms(listed, 200)
    expect(listed.body.sessions.map((s: { pci: string }) => s.pci)).toEqual([stored.pci])

    const revoke = (body: unknown) => call(`/v1/sessions/${account}/revoke`, '', post(body))
    const stranger = privateKeyToAccount(bob.privateKey)
    const forged = await revoke({
      pci: stored.pci,
      signature: await stranger.signMessage({ message: stored.pci }),
    })
    expectConforms(forged, 400)
    expect(forged.body.reasons[0].description).toMatch(/signature of the pci/)

    const owner = privateKeyToAccount(alice.privateKey)
    const signature = await owner.signMessage({ message: stored.pci })
    const revoked = await revoke({ pci: stored.pci, signature })
    expectConforms(revoked, 200)
    expect(revoked.body).toEqual({ pci: stored.pci, revoked: true })
    const again = await revoke({ pci: stored.pci, signature })
    expectConforms(again, 200)
    expect(again.body).toEqual({ pci: stored.pci, revoked: false })
  })

  it('behavior: an unknown projectId answers 403 with reasons', async () => {
    const answer = await prismCall(
      `${running(prism, 'prism').url}/v1/supported-chains?projectId=nope&${sdk}`,
    )
    expectConforms(answer, 403)
    expect(answer.body.reasons).toEqual([
      { description: 'Invalid App Configuration: unknown projectId nope' },
    ])
  })

  it('behavior: bad input answers 400 naming the field', async () => {
    // A chain id of valid form that the server does not serve: prism lets the request through
    // (a request breaking the document gets prism's own 422, above), the server refuses it.
    const answer = await call(`/v1/account/${bob.address}/balance`, 'currency=usd&chainId=eip155:1')
    expectConforms(answer, 400)
    expect(answer.body.reasons[0].description).toMatch(/^Invalid query parameter 'chainId'/)
  })

  it('default: the convert operations (issue 18) on the local Uniswap V2', async () => {
    const ldt = `${caip2}:${chain?.token?.address}`
    const eth = `${caip2}:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE`
    const user = `${caip2}:${bob.address}`
    const tokens = await call('/v1/convert/tokens', `chainId=${caip2}`)
    expectConforms(tokens, 200)
    expect(tokens.body.tokens.map((t: { symbol: string }) => t.symbol)).toEqual(['ETH', 'LDT'])
    const quotes = await call(
      '/v1/convert/quotes',
      `amount=1000000000000000000&userAddress=${user}&from=${ldt}&to=${eth}`,
    )
    expectConforms(quotes, 200)
    expectConforms(await call('/v1/convert/gas-price', `chainId=${caip2}`), 200)
    expectConforms(
      await call('/v1/convert/allowance', `tokenAddress=${ldt}&userAddress=${user}`),
      200,
    )
    expectConforms(
      await call('/v1/convert/build-approve', `userAddress=${user}&from=${ldt}&to=${eth}`),
      200,
    )
    const built = await call(
      '/v1/convert/build-transaction',
      '',
      post({
        amount: '1000000000000000',
        eip155: { slippage: '1' },
        projectId,
        from: eth,
        to: ldt,
        userAddress: user,
        disableEstimate: false,
      }),
    )
    expectConforms(built, 200)
    const elsewhere = await call('/v1/convert/gas-price', 'chainId=eip155:1')
    expectConforms(elsewhere, 400)
    expect(elsewhere.body.reasons[0].description).toBe('Network not supported for Gas Price')
  })

  it('default: the onramp operations (issue 18): options, a quote, the provider URL', async () => {
    expectConforms(await call('/v1/onramp/options'), 200)
    const quote = await call(
      '/v1/onramp/quote',
      '',
      post({ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '50', network: caip2 }),
    )
    expectConforms(quote, 200)
    const url = await call(
      '/v1/generators/onrampurl',
      '',
      post({
        destinationWallets: [{ address: bob.address, blockchains: [caip2], assets: ['ETH'] }],
        defaultNetwork: caip2,
        partnerUserId: bob.address,
        defaultExperience: 'buy',
        presetFiatAmount: 50,
      }),
    )
    expectConforms(url, 200)
  })

  it('behavior: the network guard reports a connection off 127.0.0.1', () => {
    // 192.0.2.1 is TEST-NET-1 (RFC 5737): never routed, and the guard stops it before a packet.
    const script = "require('node:net').connect(80, '192.0.2.1').on('error', () => {})"
    const run = spawnSync(
      process.execPath,
      ['--require', writePrismNetworkGuard(workDir), '-e', script],
      { encoding: 'utf8', timeout: 10_000 },
    )
    expect(run.stderr).toContain(`${PRISM_NETWORK_VIOLATION} 192.0.2.1:80`)
  })

  it('behavior: prism contacted nothing but 127.0.0.1', () => {
    for (const proxy of [prism, brokenPrism]) {
      const output = running(proxy, 'prism').output()
      expect(output).toContain(PRISM_GUARD_ACTIVE)
      expect(output).not.toContain(PRISM_NETWORK_VIOLATION)
    }
  })
})
