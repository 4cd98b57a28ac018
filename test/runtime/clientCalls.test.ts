import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  parseEther,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { batchExecutorAddress, type LocalChain, startChain } from '../../playground/chain/index.ts'
import { latchDevTokenAbi } from '../../playground/chain/latchDevToken.ts'
import { localViemChain } from '../../playground/chain/localViemChain.ts'
import {
  sessionKeyModuleAbi,
  sessionKeyModuleAddress,
} from '../../playground/chain/sessionKeyModule.ts'
import { createDevWallet } from '../../playground/devWallet/index.ts'
import { createLatch, type LatchClient } from '../../runtime/client.ts'
import { resolveOptions } from '../../runtime/services/config/resolveOptions.ts'
import { makeMemoryBackend } from '../../runtime/services/Storage.ts'
import { localNetwork } from './support/localNetwork.ts'

let chain: LocalChain
beforeAll(async () => {
  chain = await startChain({ port: 0, chainId: 31337 })
}, 30_000)
afterAll(() => chain?.stop())

// Every client a test makes is destroyed after it, passed or failed: none leaves timers behind.
const clients: LatchClient[] = []
afterEach(async () => {
  await Promise.all(clients.splice(0).map((latch) => latch.destroy()))
})

const alice = () => chain.accounts[0]!.address
const spender = () => chain.accounts[4]!.address
const bob = () => chain.accounts[5]!.address
const reader = () => createPublicClient({ transport: http(chain.url) })
const read = (functionName: 'balanceOf' | 'allowance', args: readonly `0x${string}`[]) =>
  reader().readContract({
    address: chain.token!.address,
    abi: latchDevTokenAbi,
    functionName,
    args: args as never,
  })

/** A headless app on anvil with the dev wallet as its one external wallet; records each method. */
const setup = async () => {
  const methods: string[] = []
  const devWallet = createDevWallet({
    chains: [{ chainId: chain.chainId, rpcUrl: chain.url }],
    autoApprove: true,
  })
  const wallet: typeof devWallet = Object.create(devWallet, {
    request: {
      value: (args: { method: string }) => {
        methods.push(args.method)
        return devWallet.request(args as never)
      },
    },
  })
  const latch = createLatch(
    resolveOptions({
      projectId: 'test',
      networks: [localNetwork(chain)],
      connectors: [{ id: 'dev', name: 'Latch Dev Wallet', namespace: 'eip155', provider: wallet }],
      storage: makeMemoryBackend(),
    }),
    {},
  )
  clients.push(latch)
  await latch.connect('dev')
  methods.length = 0
  return { latch, methods }
}

const approve = (amount: bigint) => ({
  to: chain.token!.address,
  data: encodeFunctionData({
    abi: latchDevTokenAbi,
    functionName: 'approve',
    args: [spender(), amount],
  }),
})
const transfer = (amount: bigint) => ({
  to: chain.token!.address,
  data: encodeFunctionData({
    abi: latchDevTokenAbi,
    functionName: 'transfer',
    args: [bob(), amount],
  }),
})

describe('client.sendCalls on anvil (EIP-5792 over EIP-7702)', () => {
  it('behavior: an LDT approve and a transfer land atomically in one transaction; getCallsStatus reports it', async () => {
    const { latch, methods } = await setup()
    expect(await latch.getCapabilities({ chainIds: [chain.chainId] })).toEqual({
      [chain.chainId]: { atomic: { status: 'ready' } },
    })
    const bobBefore = await read('balanceOf', [bob()])
    const { id } = await latch.sendCalls({
      calls: [approve(parseEther('5')), transfer(parseEther('2'))],
      atomicRequired: true,
    })
    expect(methods.filter((m) => m === 'wallet_sendCalls')).toHaveLength(1)
    // Anvil mines the batch at once; its receipt may lag a moment behind the hash.
    const status = await vi.waitFor(
      async () => {
        const now = await latch.getCallsStatus(id)
        expect(now.status).not.toBe('pending')
        return now
      },
      { timeout: 5_000, interval: 50 },
    )
    expect(status).toMatchObject({ id, chainId: chain.chainId, status: 'success', atomic: true })
    expect(status.receipts).toHaveLength(1)
    const tx = await reader().getTransaction({ hash: status.receipts[0]!.transactionHash })
    expect(tx.type).toBe('eip7702')
    expect(tx.authorizationList?.[0]?.address.toLowerCase()).toBe(
      batchExecutorAddress.toLowerCase(),
    )
    expect(await read('allowance', [alice(), spender()])).toBe(parseEther('5'))
    expect(await read('balanceOf', [bob()])).toBe(bobBefore + parseEther('2'))
  })

  it('behavior: a failing second call leaves the first undone', async () => {
    const { latch, methods } = await setup()
    const allowanceBefore = await read('allowance', [alice(), spender()])
    const blockBefore = await reader().getBlockNumber()
    const tooMuch = (await read('balanceOf', [alice()])) + 1n
    await expect(
      latch.sendCalls({
        calls: [approve(parseEther('9')), transfer(tooMuch)],
        atomicRequired: true,
      }),
    ).rejects.toMatchObject({ _tag: 'WalletError' })
    expect(methods).toContain('wallet_sendCalls')
    expect(await read('allowance', [alice(), spender()])).toBe(allowanceBefore)
    expect(await reader().getBlockNumber()).toBe(blockBefore)
  })

  it("rule: a call whose 'to' lacks 0x is 'Invalid input' and the wallet is not asked (SPEC §5)", async () => {
    const { latch, methods } = await setup()
    await expect(
      latch.sendCalls({ calls: [approve(1n), { to: chain.token!.address.slice(2), data: '0x' }] }),
    ).rejects.toMatchObject({ _tag: 'RpcParamsError', message: 'Invalid input' })
    expect(methods).not.toContain('wallet_sendCalls')
  })

  it('behavior: grantPermissions returns the context of a spending limit the chain enforces; revokePermissions ends it', async () => {
    const { latch, methods } = await setup()
    const key = privateKeyToAccount(generatePrivateKey())
    await reader().request({
      method: 'anvil_setBalance' as never,
      params: [key.address, toHex(parseEther('1'))] as never,
    })
    const expiry = Number((await reader().getBlock()).timestamp) + 3600
    const granted = await latch.grantPermissions({
      chainId: '0x7a69',
      expiry,
      signer: { type: 'account', data: { address: key.address } },
      permissions: [
        {
          type: 'erc20-token-allowance',
          data: { address: chain.token!.address, allowance: toHex(parseEther('5')) },
        },
      ],
    })
    expect(methods).toContain('wallet_grantPermissions')
    expect(granted).toMatchObject({ chainId: '0x7a69', address: alice(), expiry })
    expect(granted.context).toMatch(/^0x[0-9a-f]{64}$/)
    const spender = createWalletClient({
      account: key,
      chain: localViemChain({ chainId: chain.chainId, url: chain.url }),
      transport: http(chain.url),
    })
    const spend = (amount: bigint) =>
      spender.writeContract({
        address: sessionKeyModuleAddress,
        abi: sessionKeyModuleAbi,
        functionName: 'spend',
        args: [granted.context as Hex, chain.token!.address, bob(), amount],
        gas: 200_000n,
      })
    const status = async (hash: Hex) => (await reader().waitForTransactionReceipt({ hash })).status
    const bobBefore = await read('balanceOf', [bob()])
    expect(await status(await spend(parseEther('3')))).toBe('success')
    expect(await status(await spend(parseEther('3')))).toBe('reverted')
    expect(await read('balanceOf', [bob()])).toBe(bobBefore + parseEther('3'))
    await latch.revokePermissions({ permissionContext: granted.context })
    expect(await status(await spend(1n))).toBe('reverted')
    expect(await read('balanceOf', [bob()])).toBe(bobBefore + parseEther('3'))
  })
})
