import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../../playground/chain/devAccounts.ts'
import { localViemChain } from '../../playground/chain/localViemChain.ts'
import { type LocalChains, startLocalChains } from '../../playground/chain/startLocalChains.ts'
import { uniswapV2RouterAbi } from '../../server/convert/uniswapV2Abi.ts'
import { type RunningServer, startServer } from '../../server/startServer.ts'
import { callApi } from './support/callApi.ts'

const projectId = 'test-project'
const sdk = 'st=latch-react&sv=0.1.0'
const [c1, c2] = ['eip155:31337', 'eip155:31338']
const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
const trader = devAccounts[1]!
const whale = devAccounts[0]!

let local: LocalChains
let server: RunningServer
const chain = () => local.chains[0]
const exchange = () => chain().exchange!
const ldt = () => chain().token!.address
const ldu = () => chain().secondToken!.address
const at = (address: string) => `${c1}:${address}`
const url = (path: string, query: Record<string, string>) =>
  `${server.url}${path}?${new URLSearchParams({ projectId, ...Object.fromEntries(new URLSearchParams(sdk)), ...query })}`
const client = () => createPublicClient({ transport: http(chain().url), pollingInterval: 50 })
const walletOf = (account: (typeof devAccounts)[number]) =>
  createWalletClient({
    account: privateKeyToAccount(account.privateKey),
    chain: localViemChain({ chainId: 31337, url: chain().url }),
    transport: http(chain().url),
  })
const routerQuote = (amountIn: bigint, path: Address[]) =>
  client().readContract({
    address: exchange().router,
    abi: uniswapV2RouterAbi,
    functionName: 'getAmountsOut',
    args: [amountIn, path],
  })
const balanceOf = (token: Address, owner: Address) =>
  client().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

/** Sends a built transaction from `account` and waits for its receipt. */
const send = async (
  account: (typeof devAccounts)[number],
  tx: { to: Address; data: Hex; value?: string; eip155?: { gas?: string } },
) => {
  const hash = await walletOf(account).sendTransaction({
    to: tx.to,
    data: tx.data,
    value: BigInt(tx.value ?? '0'),
    ...(tx.eip155?.gas ? { gas: BigInt(tx.eip155.gas) } : {}),
  })
  return client().waitForTransactionReceipt({ hash, pollingInterval: 50 })
}

const buildSwap = (amount: bigint, from: string, to: string, extra: object = {}) =>
  callApi('postConvertBuildTransaction', url('/v1/convert/build-transaction', {}), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      projectId,
      amount: amount.toString(),
      eip155: { slippage: '1' },
      from: at(from),
      to: at(to),
      userAddress: at(trader.address),
      ...extra,
    }),
  })

beforeAll(async () => {
  local = await startLocalChains({ ports: [0, 0] })
  const [first, second] = local.chains
  server = await startServer({
    port: 0,
    projectIds: [projectId],
    allowedOrigins: [],
    chains: [
      {
        caipNetworkId: c1,
        rpcUrl: first.url,
        tokens: [first.token!, first.secondToken!],
        exchange: { router: first.exchange!.router, weth: first.exchange!.weth },
      },
      // Served for balances, but without an exchange.
      { caipNetworkId: c2, rpcUrl: second.url, tokens: [second.token!] },
    ],
    prices: { ETH: 3000, LDT: 1, LDU: 1 },
    indexer: false,
  })
}, 60_000)

afterAll(async () => {
  await server?.stop()
  await local?.stop()
})

describe('/v1/convert/tokens', () => {
  it('default: the native currency, then the listed tokens, priced', async () => {
    const answer = await callApi('getConvertTokens', url('/v1/convert/tokens', { chainId: c1 }))
    expect(answer.status).toBe(200)
    expect(
      answer.body.tokens.map(
        (t: { symbol: string; address: string; price: number; decimals: number }) => [
          t.symbol,
          t.address,
          t.decimals,
          t.price,
        ],
      ),
    ).toEqual([
      ['ETH', at(NATIVE), 18, 3000],
      ['LDT', at(ldt()), 18, 1],
      ['LDU', at(ldu()), 6, 1],
    ])
  })

  it("behavior: a chain without an exchange is 'Network not supported for Swaps'", async () => {
    for (const chainId of [c2, 'eip155:1']) {
      const answer = await callApi('getConvertTokens', url('/v1/convert/tokens', { chainId }))
      expect(answer.status).toBe(400)
      expect(answer.body.reasons[0].description).toBe('Network not supported for Swaps')
    }
  })
})

describe('/v1/convert/gas-price', () => {
  it("default: the chain's gas price; 'Network not supported for Gas Price' elsewhere", async () => {
    const answer = await callApi(
      'getConvertGasPrice',
      url('/v1/convert/gas-price', { chainId: c1 }),
    )
    expect(answer.status).toBe(200)
    const gasPrice = await client().getGasPrice()
    expect(BigInt(answer.body.standard)).toBe(gasPrice)
    expect(BigInt(answer.body.fast)).toBe((gasPrice * 125n) / 100n)
    expect(BigInt(answer.body.instant)).toBe((gasPrice * 150n) / 100n)
    const other = await callApi('getConvertGasPrice', url('/v1/convert/gas-price', { chainId: c2 }))
    expect(other.status).toBe(400)
    expect(other.body.reasons[0].description).toBe('Network not supported for Gas Price')
  })
})

describe('/v1/convert/quotes', () => {
  const quotes = (amount: bigint, from: string, to: string, chainId = c1) =>
    callApi(
      'getConvertQuotes',
      url('/v1/convert/quotes', {
        amount: amount.toString(),
        userAddress: `${chainId}:${trader.address}`,
        from: `${chainId}:${from}`,
        to: `${chainId}:${to}`,
      }),
    )

  it("default: 1 LDT → ETH is the router's getAmountsOut on the direct pair", async () => {
    const amount = parseUnits('1', 18)
    const answer = await quotes(amount, ldt(), NATIVE)
    expect(answer.status).toBe(200)
    const direct = await routerQuote(amount, [ldt(), exchange().weth])
    expect(answer.body.quotes[0]).toEqual({
      id: `uniswap-v2:${ldt()}>${exchange().weth}`,
      fromAccount: at(ldt()),
      toAccount: at(NATIVE),
      fromAmount: amount.toString(),
      toAmount: direct[1]!.toString(),
    })
  })

  it('behavior: LDU → ETH has no pair, so it goes through LDT', async () => {
    const amount = parseUnits('10', 6)
    const answer = await quotes(amount, ldu(), NATIVE)
    expect(answer.status).toBe(200)
    const viaLdt = await routerQuote(amount, [ldu(), ldt(), exchange().weth])
    expect(answer.body.quotes.map((q: { toAmount: string }) => q.toAmount)).toEqual([
      viaLdt[2]!.toString(),
    ])
  })

  it('behavior: a zero amount, an unknown token and another network are refused', async () => {
    const zero = await quotes(0n, ldt(), NATIVE)
    expect([zero.status, zero.body.reasons[0].description]).toEqual([
      400,
      "Invalid 'amount': must be above 0",
    ])
    const unknown = await quotes(1n, trader.address, NATIVE)
    expect(unknown.status).toBe(400)
    expect(unknown.body.reasons[0].description).toMatch(/^Invalid 'from': .* is not swapped here$/)
    const elsewhere = await quotes(1n, ldt(), NATIVE, c2)
    expect(elsewhere.body.reasons[0].description).toBe('Network not supported for Swaps')
  })
})

describe('approve, then swap', () => {
  const allowance = () =>
    callApi(
      'getConvertAllowance',
      url('/v1/convert/allowance', {
        tokenAddress: at(ldt()),
        userAddress: at(trader.address),
      }),
    )

  it('behavior: a swap needing an approval fails its estimate; approve, then 1 LDT → ETH moves the quoted amounts', async () => {
    expect((await allowance()).body).toEqual({ allowance: '0' })
    const native = await callApi(
      'getConvertAllowance',
      url('/v1/convert/allowance', { tokenAddress: at(NATIVE), userAddress: at(trader.address) }),
    )
    expect(native.body).toEqual({ allowance: maxUint256.toString() })

    const amount = parseUnits('1', 18)
    const early = await buildSwap(amount, ldt(), NATIVE)
    expect(early.status).toBe(400)
    expect(early.body.reasons[0].description).toMatch(
      /^The swap would fail: .*TRANSFER_FROM_FAILED/,
    )

    const approve = await callApi(
      'getConvertBuildApprove',
      url('/v1/convert/build-approve', {
        userAddress: at(trader.address),
        from: at(ldt()),
        to: at(NATIVE),
      }),
    )
    expect(approve.status).toBe(200)
    expect(approve.body.tx).toMatchObject({ from: trader.address, to: ldt(), value: '0' })
    expect((await send(trader, approve.body.tx)).status).toBe('success')
    const read = await client().readContract({
      address: ldt(),
      abi: erc20Abi,
      functionName: 'allowance',
      args: [trader.address, exchange().router],
    })
    expect((await allowance()).body).toEqual({ allowance: read.toString() })
    expect(read).toBe(maxUint256)

    const [, quoted] = await routerQuote(amount, [ldt(), exchange().weth])
    const built = await buildSwap(amount, ldt(), NATIVE)
    expect(built.status).toBe(200)
    expect(built.body.tx).toMatchObject({
      from: trader.address,
      to: exchange().router,
      value: '0',
      amount: amount.toString(),
    })
    expect(BigInt(built.body.tx.eip155.gas)).toBeGreaterThan(21_000n)
    const [ethBefore, ldtBefore] = await Promise.all([
      client().getBalance({ address: trader.address }),
      balanceOf(ldt(), trader.address),
    ])
    const receipt = await send(trader, built.body.tx)
    expect(receipt.status).toBe('success')
    const [ethAfter, ldtAfter] = await Promise.all([
      client().getBalance({ address: trader.address }),
      balanceOf(ldt(), trader.address),
    ])
    expect(ldtBefore - ldtAfter).toBe(amount)
    const gasCost = receipt.gasUsed * receipt.effectiveGasPrice
    expect(ethAfter - ethBefore + gasCost).toBe(quoted)
  })

  it('behavior: a quote that moved past the 1 % slippage reverts in the router, tokens unchanged', async () => {
    const amount = parseUnits('1', 18)
    const built = await buildSwap(amount, ldt(), NATIVE)
    expect(built.status).toBe(200)
    // Someone sells 20,000 LDT first: the ETH a seller of LDT gets drops by far more than 1 %.
    const whaleWallet = walletOf(whale)
    await client().waitForTransactionReceipt({
      hash: await whaleWallet.writeContract({
        address: ldt(),
        abi: erc20Abi,
        functionName: 'approve',
        args: [exchange().router, maxUint256],
      }),
    })
    await client().waitForTransactionReceipt({
      hash: await whaleWallet.writeContract({
        address: exchange().router,
        abi: uniswapV2RouterAbi,
        functionName: 'swapExactTokensForETH',
        args: [parseUnits('20000', 18), 0n, [ldt(), exchange().weth], whale.address, 2n ** 40n],
      }),
    })
    const ldtBefore = await balanceOf(ldt(), trader.address)
    const receipt = await send(trader, built.body.tx)
    expect(receipt.status).toBe('reverted')
    expect(await balanceOf(ldt(), trader.address)).toBe(ldtBefore)
  })

  it('parameters: disableEstimate skips the gas estimate; a bad slippage is refused', async () => {
    const built = await buildSwap(parseUnits('1', 18), NATIVE, ldt(), { disableEstimate: true })
    expect(built.status).toBe(200)
    expect(built.body.tx.eip155.gas).toBeUndefined()
    expect(built.body.tx.value).toBe(parseUnits('1', 18).toString())
    const bad = await buildSwap(1n, NATIVE, ldt(), { eip155: { slippage: '75' } })
    expect(bad.status).toBe(400)
    expect(bad.body.reasons[0].description).toMatch(/^Invalid body field 'eip155.slippage'/)
  })
})
