import { accessSync, constants } from 'node:fs'
import { createServer, type Server } from 'node:net'
import {
  createPublicClient,
  createWalletClient,
  formatEther,
  http,
  keccak256,
  parseUnits,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ChainStartError } from '../../playground/chain/ChainStartError.ts'
import { exchangeSeed } from '../../playground/chain/deployExchange.ts'
import { devAccounts } from '../../playground/chain/devAccounts.ts'
import { latchDevTokenAbi } from '../../playground/chain/latchDevToken.ts'
import { resolveAnvilBinary } from '../../playground/chain/resolveAnvilBinary.ts'
import { type LocalChain, startChain } from '../../playground/chain/startChain.ts'
import { type LocalChains, startLocalChains } from '../../playground/chain/startLocalChains.ts'
import {
  UNISWAP_V2_INIT_CODE_HASH,
  uniswapV2Bytecode,
} from '../../playground/chain/uniswapV2Artifacts.ts'
import { uniswapV2PairAbi, uniswapV2RouterAbi } from '../../server/convert/uniswapV2Abi.ts'

let local: LocalChains
const stops: (() => Promise<void>)[] = []

beforeAll(async () => {
  // Port 0: the system picks free ports, so this never collides with `npm start` (8545/8546).
  local = await startLocalChains({ ports: [0, 0] })
  stops.push(local.stop)
})
afterAll(async () => {
  await Promise.all(stops.map((stop) => stop()))
})

const clientOf = (chain: LocalChain) => createPublicClient({ transport: http(chain.url) })

describe('resolveAnvilBinary', () => {
  it('default', () => {
    const binary = resolveAnvilBinary()
    expect(binary).toMatch(/@foundry-rs\/anvil-[a-z0-9-]+\/bin\/anvil(\.exe)?$/)
    expect(() => accessSync(binary, constants.X_OK)).not.toThrow()
  })
})

describe('startLocalChains', () => {
  it('default', async () => {
    const [first, second] = local.chains
    expect([first.chainId, second.chainId]).toEqual([31337, 31338])
    expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(second.port).not.toBe(first.port)
    expect(await clientOf(first).getChainId()).toBe(31337)
    expect(await clientOf(second).getChainId()).toBe(31338)
  })

  it('behavior: funds the dev accounts of the test mnemonic', async () => {
    for (const chain of local.chains) {
      const client = clientOf(chain)
      const addresses = await createWalletClient({ transport: http(chain.url) }).getAddresses()
      expect(addresses.map((a) => a.toLowerCase())).toEqual(
        devAccounts.map((a) => a.address.toLowerCase()),
      )
      expect(chain.accounts).toBe(devAccounts)
      const balance = await client.getBalance({ address: devAccounts[9]!.address })
      expect(formatEther(balance)).toBe('10000')
    }
  })

  it('behavior: deploys the Latch Dev Token and mints to the first accounts', async () => {
    for (const chain of local.chains) {
      const client = clientOf(chain)
      const token = chain.token!
      expect(token.address).toBe('0x5FbDB2315678afecb367f032d93F642f64180aa3')
      const read = (functionName: 'name' | 'symbol' | 'decimals' | 'totalSupply') =>
        client.readContract({ address: token.address, abi: latchDevTokenAbi, functionName })
      expect([await read('name'), await read('symbol'), await read('decimals')]).toEqual([
        'Latch Dev Token',
        'LDT',
        18,
      ])
      const amount = parseUnits('1000000', 18)
      expect(token.amountEach).toBe(amount)
      expect(token.holders).toEqual(devAccounts.slice(0, 3).map((a) => a.address))
      expect(await read('totalSupply')).toBe(3n * amount)
      const balanceOf = (i: number) =>
        client.readContract({
          address: token.address,
          abi: latchDevTokenAbi,
          functionName: 'balanceOf',
          args: [devAccounts[i]!.address],
        })
      // Account #2 put part of its LDT into the exchange's pools (see the exchange tests).
      expect([await balanceOf(0), await balanceOf(1), await balanceOf(3)]).toEqual([
        amount,
        amount,
        0n,
      ])
    }
  })
})

describe('startLocalChains: the Uniswap V2 exchange', () => {
  it('default: the pair code is the one Router02 finds pairs by', () => {
    expect(keccak256(uniswapV2Bytecode().pair)).toBe(UNISWAP_V2_INIT_CODE_HASH)
  })

  it('behavior: seeded pools hold their reserves and the router finds them', async () => {
    for (const chain of local.chains) {
      const client = clientOf(chain)
      const exchange = chain.exchange!
      const ldt = chain.token!.address
      const ldu = chain.secondToken!.address
      expect(
        await client.readContract({
          address: exchange.router,
          abi: uniswapV2RouterAbi,
          functionName: 'WETH',
        }),
      ).toBe(exchange.weth)
      expect(exchange.pools.map((p) => p.tokens)).toEqual([
        [exchange.weth, ldt],
        [ldt, ldu],
      ])
      for (const pool of exchange.pools) {
        const [token0, [r0, r1]] = await Promise.all([
          client.readContract({
            address: pool.pair,
            abi: uniswapV2PairAbi,
            functionName: 'token0',
          }),
          client.readContract({
            address: pool.pair,
            abi: uniswapV2PairAbi,
            functionName: 'getReserves',
          }),
        ])
        const first = token0 === pool.tokens[0] ? 0 : 1
        expect(first === 0 ? [r0, r1] : [r1, r0]).toEqual([...pool.reserves])
      }
      expect(exchange.pools[0]!.reserves).toEqual([
        exchangeSeed.ethLdt.eth,
        exchangeSeed.ethLdt.ldt,
      ])
    }
  })

  it('behavior: getAmountsOut is the constant-product price with the 0.3 % fee', async () => {
    const chain = local.chains[0]
    const exchange = chain.exchange!
    const ldt = chain.token!.address
    const ldu = chain.secondToken!.address
    const amountOut = (amountIn: bigint, reserveIn: bigint, reserveOut: bigint) =>
      (amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n)
    const quote = (amountIn: bigint, path: `0x${string}`[]) =>
      clientOf(chain).readContract({
        address: exchange.router,
        abi: uniswapV2RouterAbi,
        functionName: 'getAmountsOut',
        args: [amountIn, path],
      })
    const oneLdt = parseUnits('1', 18)
    const { ethLdt, ldtLdu } = exchangeSeed
    const toEth = await quote(oneLdt, [ldt, exchange.weth])
    expect(toEth).toEqual([oneLdt, amountOut(oneLdt, ethLdt.ldt, ethLdt.eth)])
    // About 1/3000 ETH for 1 LDT, less the fee and the price impact.
    expect(Number(formatEther(toEth[1]!))).toBeCloseTo(1 / 3000, 5)
    const twoHops = await quote(parseUnits('1', 18), [exchange.weth, ldt, ldu])
    const viaLdt = amountOut(oneLdt, ethLdt.eth, ethLdt.ldt)
    expect(twoHops).toEqual([oneLdt, viaLdt, amountOut(viaLdt, ldtLdu.ldt, ldtLdu.ldu)])
  })
})

describe('startChain', () => {
  it('parameters: token', async () => {
    const chain = await startChain({
      port: 0,
      chainId: 4242,
      token: { holders: 1, amountEach: 5n },
    })
    stops.push(chain.stop)
    const client = clientOf(chain)
    const balanceOf = (i: number) =>
      client.readContract({
        address: chain.token!.address,
        abi: latchDevTokenAbi,
        functionName: 'balanceOf',
        args: [devAccounts[i]!.address],
      })
    expect([await balanceOf(0), await balanceOf(1)]).toEqual([5n, 0n])
    expect(await client.getChainId()).toBe(4242)
  })

  it('behavior: a taken port fails with a clear error', async () => {
    const server: Server = createServer()
    const port = await new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
    )
    try {
      const error = await startChain({ port, chainId: 31337, token: false }).catch(
        (e: unknown) => e,
      )
      expect(error).toBeInstanceOf(ChainStartError)
      expect((error as ChainStartError).reason).toBe('port-in-use')
      expect((error as ChainStartError).message).toBe(
        `Port ${port} on 127.0.0.1 is already in use, so chain 31337 cannot start: stop what holds it or choose another port`,
      )
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('behavior: stop ends anvil', async () => {
    const chain = await startChain({ port: 0, chainId: 31337, token: false, batchExecutor: false })
    stops.push(chain.stop)
    expect(await clientOf(chain).getBlockNumber()).toBe(0n)
    await chain.stop()
    await chain.stop()
    const client = createPublicClient({ transport: http(chain.url, { retryCount: 0 }) })
    await expect(client.getBlockNumber()).rejects.toThrow()
  })
})
