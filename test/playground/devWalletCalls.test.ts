import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  maxUint256,
  parseEther,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { batchExecutorAddress } from '../../playground/chain/batchExecutor.ts'
import { devAccounts } from '../../playground/chain/devAccounts.ts'
import { latchDevTokenAbi } from '../../playground/chain/latchDevToken.ts'
import { localViemChain } from '../../playground/chain/localViemChain.ts'
import { type LocalChains, startLocalChains } from '../../playground/chain/startLocalChains.ts'
import {
  createDevWallet,
  type DevWalletProvider,
} from '../../playground/devWallet/createDevWallet.ts'
import { uniswapV2RouterAbi } from '../../server/index.ts'

let local: LocalChains
let wallet: DevWalletProvider
const asked: string[] = []
beforeAll(async () => {
  local = await startLocalChains({ ports: [0, 0] })
  const [first, second] = local.chains
  wallet = createDevWallet({
    chains: [
      { chainId: first.chainId, rpcUrl: first.url },
      { chainId: second.chainId, rpcUrl: second.url },
    ],
    approve: async ({ method }) => {
      asked.push(method)
      return true
    },
  })
  await wallet.request({ method: 'eth_requestAccounts' })
})
afterAll(async () => {
  await local?.stop()
})

const alice = devAccounts[0]!
const chainOf = () => local.chains[0]
const client = () => createPublicClient({ transport: http(chainOf().url) })
const rpcError = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (error: { code: number; message: string }) => error,
  )

/** wallet_getCallsStatus until the batch is no longer pending (100): anvil mines it at once, a receipt may lag. */
const settledStatus = (id: string) =>
  vi.waitFor(
    async () => {
      const status = (await wallet.request({
        method: 'wallet_getCallsStatus',
        params: [id],
      })) as { status: number }
      expect(status.status).not.toBe(100)
      return status as never
    },
    { timeout: 5_000, interval: 50 },
  )

const ldt = () => chainOf().token!.address
const router = () => chainOf().exchange!.router
const allowance = () =>
  client().readContract({
    address: ldt(),
    abi: latchDevTokenAbi,
    functionName: 'allowance',
    args: [alice.address, router()],
  })
const ldtBalance = () =>
  client().readContract({
    address: ldt(),
    abi: latchDevTokenAbi,
    functionName: 'balanceOf',
    args: [alice.address],
  })

/** approve(router, amount) then swapExactTokensForETH(amount, minOut): a swap-like second call. */
const approveAndSwap = async (amount: bigint, minOut: bigint) => {
  const { weth } = chainOf().exchange!
  const deadline = (await client().getBlock()).timestamp + 600n
  return [
    {
      to: ldt(),
      data: encodeFunctionData({
        abi: latchDevTokenAbi,
        functionName: 'approve',
        args: [router(), amount],
      }),
    },
    {
      to: router(),
      data: encodeFunctionData({
        abi: uniswapV2RouterAbi,
        functionName: 'swapExactTokensForETH',
        args: [amount, minOut, [ldt(), weth], alice.address, deadline],
      }),
    },
  ]
}

describe('dev wallet: EIP-5792 batches over EIP-7702', () => {
  it('default: wallet_getCapabilities reports atomic ready before the account delegates', async () => {
    expect(
      await wallet.request({ method: 'wallet_getCapabilities', params: [alice.address] }),
    ).toEqual({
      [toHex(31337)]: { atomic: { status: 'ready' } },
      [toHex(31338)]: { atomic: { status: 'ready' } },
    })
  })

  it('behavior: a failing second call sends nothing, so the approve does not land either', async () => {
    const before = await client().getBlockNumber()
    const calls = await approveAndSwap(parseEther('1'), maxUint256)
    const error = await rpcError(
      wallet.request({
        method: 'wallet_sendCalls',
        params: [{ version: '2.0.0', chainId: toHex(31337), atomicRequired: true, calls }],
      }),
    )
    expect(error.message).toBe('Call 1 of the batch would revert, so none was sent')
    expect(await allowance()).toBe(0n)
    expect(await client().getBlockNumber()).toBe(before)
  })

  it('behavior: approve + swap land atomically in one type 4 transaction', async () => {
    const amount = parseEther('1')
    const [, quoted] = await client().readContract({
      address: router(),
      abi: uniswapV2RouterAbi,
      functionName: 'getAmountsOut',
      args: [amount, [ldt(), chainOf().exchange!.weth]],
    })
    const ldtBefore = await ldtBalance()
    asked.length = 0
    const { id } = (await wallet.request({
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: toHex(31337),
          from: alice.address,
          atomicRequired: true,
          calls: await approveAndSwap(amount, 1n),
        },
      ],
    })) as { id: Hex }
    expect(asked).toEqual(['wallet_sendCalls'])
    const status = (await settledStatus(id)) as {
      status: number
      atomic: boolean
      receipts: { transactionHash: Hex; status: Hex; logs: unknown[] }[]
    }
    expect(status).toMatchObject({ id, chainId: toHex(31337), status: 200, atomic: true })
    expect(status.receipts).toHaveLength(1)
    const hash = status.receipts[0]!.transactionHash
    const tx = await client().getTransaction({ hash })
    expect(tx.type).toBe('eip7702')
    expect(tx.to?.toLowerCase()).toBe(alice.address.toLowerCase())
    expect(tx.authorizationList?.[0]?.address.toLowerCase()).toBe(
      batchExecutorAddress.toLowerCase(),
    )
    // Both effects: the LDT left, the router spent the whole approval, the ETH arrived.
    expect(await ldtBalance()).toBe(ldtBefore - amount)
    expect(await allowance()).toBe(0n)
    const receipt = await client().getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(quoted).toBeGreaterThan(0n)
    expect(status.receipts[0]!.logs.length).toBeGreaterThanOrEqual(3)
    // Delegated now: the next batch needs no authorization.
    expect(await client().getCode({ address: alice.address })).toBe(
      `0xef0100${batchExecutorAddress.slice(2).toLowerCase()}`,
    )
    expect(
      await wallet.request({
        method: 'wallet_getCapabilities',
        params: [alice.address, [toHex(31337)]],
      }),
    ).toEqual({ [toHex(31337)]: { atomic: { status: 'supported' } } })
  })

  it('behavior: a second batch from the delegated account needs no authorization (EIP-1559 to itself)', async () => {
    const { id } = (await wallet.request({
      method: 'wallet_sendCalls',
      params: [
        {
          chainId: toHex(31337),
          id: 'second',
          calls: await approveAndSwap(parseEther('0.001'), 1n),
        },
      ],
    })) as { id: string }
    expect(id).toBe('second')
    const status = (await settledStatus(id)) as {
      status: number
      receipts: { transactionHash: Hex }[]
    }
    expect(status.status).toBe(200)
    const tx = await client().getTransaction({ hash: status.receipts[0]!.transactionHash })
    expect(tx.type).toBe('eip1559')
    expect(
      (
        await rpcError(
          wallet.request({
            method: 'wallet_sendCalls',
            params: [
              {
                chainId: toHex(31337),
                id: 'second',
                calls: await approveAndSwap(parseEther('0.001'), 1n),
              },
            ],
          }),
        )
      ).code,
    ).toBe(5720)
  })

  it('behavior: a swap batch estimated in the block its pool last traded in still lands when mined seconds later', async () => {
    // Uniswap V2 writes its price accumulators only once the clock has moved since the pool's
    // last trade: a batch estimated against that block and mined in a later second costs more
    // than the node's estimate (the cause of a flaky 500 under load: the seeding's last trade,
    // then the estimate, then the mining a second later).
    const { router: pool, weth } = chainOf().exchange!
    const trader = createWalletClient({
      account: privateKeyToAccount(devAccounts[5]!.privateKey),
      chain: localViemChain({ chainId: 31337, url: chainOf().url }),
      transport: http(chainOf().url),
    })
    await trader.writeContract({
      address: pool,
      abi: uniswapV2RouterAbi,
      functionName: 'swapExactETHForTokens',
      args: [1n, [weth, ldt()], devAccounts[5]!.address, 2n ** 40n],
      value: parseEther('0.01'),
    })
    const traded = await client().getBlock()
    const rpc = client().request as (args: {
      method: string
      params: unknown[]
    }) => Promise<unknown>
    await rpc({ method: 'evm_setAutomine', params: [false] })
    try {
      const { id } = (await wallet.request({
        method: 'wallet_sendCalls',
        params: [{ chainId: toHex(31337), calls: await approveAndSwap(parseEther('0.01'), 1n) }],
      })) as { id: string }
      await rpc({ method: 'evm_mine', params: [toHex(traded.timestamp + 5n)] })
      expect(await settledStatus(id)).toMatchObject({ status: 200 })
    } finally {
      await rpc({ method: 'evm_setAutomine', params: [true] })
    }
  })

  it('parameters: chainId, capabilities and unknown ids are refused with EIP-5792 codes', async () => {
    const calls = [{ to: alice.address, value: '0x1' }]
    const codeOf = async (params: unknown[], method = 'wallet_sendCalls') =>
      (await rpcError(wallet.request({ method, params }))).code
    expect(await codeOf([{ chainId: toHex(1), calls }])).toBe(5710)
    expect(await codeOf([{ chainId: toHex(31337), calls, capabilities: { paymaster: {} } }])).toBe(
      5700,
    )
    expect(await codeOf([{ chainId: toHex(31337), calls: [] }])).toBe(-32602)
    expect(await codeOf(['0x00'], 'wallet_getCallsStatus')).toBe(5730)
  })

  it('behavior: a recurring allowance, which SessionKeyModule cannot enforce, is refused saying why; EIP-2255 revoke still disconnects', async () => {
    const error = await rpcError(
      wallet.request({
        method: 'wallet_grantPermissions',
        params: [
          {
            chainId: toHex(31337),
            expiry: 2_000_000_000,
            signer: { type: 'key', data: { id: devAccounts[4]!.address } },
            permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x1' } }],
          },
        ],
      }),
    )
    expect(error.code).toBe(4200)
    expect(error.message).toMatch(
      /grants only native-token-allowance and erc20-token-allowance permissions, not native-token-recurring-allowance/,
    )
    expect(
      (
        await rpcError(
          wallet.request({
            method: 'wallet_revokePermissions',
            params: [{ permissionContext: '0x01' }],
          }),
        )
      ).code,
    ).toBe(-32602)
    // EIP-2255's revoke still disconnects.
    expect(
      await wallet.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }),
    ).toBeNull()
    expect(wallet.connected).toBe(false)
  })
})
