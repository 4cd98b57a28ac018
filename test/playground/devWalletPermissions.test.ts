import { type Address, createPublicClient, type Hex, http, parseEther, toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../../playground/chain/devAccounts.ts'
import { latchDevTokenAbi } from '../../playground/chain/latchDevToken.ts'
import { nativeToken, sessionKeyModuleAddress } from '../../playground/chain/sessionKeyModule.ts'
import { type LocalChain, startChain } from '../../playground/chain/startChain.ts'
import {
  createDevWallet,
  type DevWalletProvider,
} from '../../playground/devWallet/createDevWallet.ts'
import { fundedKey } from '../runtime/support/fundedKey.ts'
import { type SessionKeySpend, spendAsSessionKey } from '../runtime/support/spendAsSessionKey.ts'

let chain: LocalChain
let wallet: DevWalletProvider
const asked: string[] = []
// Dev account 2 holds LDT and is not used by the chain's seeding.
const owner = devAccounts[2]!
const carol = devAccounts[3]!.address
beforeAll(async () => {
  chain = await startChain({ port: 0, chainId: 31337 })
  wallet = createDevWallet({
    chains: [{ chainId: chain.chainId, rpcUrl: chain.url }],
    privateKey: owner.privateKey,
    approve: async ({ method }) => {
      asked.push(method)
      return true
    },
  })
  await wallet.request({ method: 'eth_requestAccounts' })
})
afterAll(async () => {
  await chain?.stop()
})

const client = () => createPublicClient({ transport: http(chain.url) })
const ldt = () => chain.token!.address
const ldtOf = (address: Address) =>
  client().readContract({
    address: ldt(),
    abi: latchDevTokenAbi,
    functionName: 'balanceOf',
    args: [address],
  })
const allowanceToModule = () =>
  client().readContract({
    address: ldt(),
    abi: latchDevTokenAbi,
    functionName: 'allowance',
    args: [owner.address, sessionKeyModuleAddress],
  })
const now = async () => Number((await client().getBlock()).timestamp)
const rpcError = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (error: { code: number; message: string }) => error,
  )

/** A new session key with gas money. */
const sessionKey = async () => (await fundedKey(chain, { eth: '1' })).account

const grant = async (
  key: Address,
  permissions: readonly { type: string; data: Record<string, unknown> }[],
  expiry?: number,
) =>
  (await wallet.request({
    method: 'wallet_grantPermissions',
    params: [
      {
        chainId: toHex(31337),
        address: owner.address,
        expiry: expiry ?? (await now()) + 3600,
        signer: { type: 'account', data: { address: key } },
        permissions,
      },
    ],
  })) as { context: Hex; signerMeta: { sessionKeyModule: Address } }

const spend = (...args: SessionKeySpend) => spendAsSessionKey(chain, ...args)

describe('dev wallet: ERC-7715 permissions enforced on chain by SessionKeyModule', () => {
  it('default: a native allowance lets the session key spend within it, past it reverts, revoke ends it and returns the rest', async () => {
    const key = await sessionKey()
    asked.length = 0
    const before = await client().getBalance({ address: owner.address })
    const granted = await grant(key.address, [
      { type: 'native-token-allowance', data: { allowance: toHex(parseEther('1')) } },
    ])
    expect(asked).toEqual(['wallet_grantPermissions'])
    expect(granted.context).toMatch(/^0x[0-9a-f]{64}$/)
    expect(granted.signerMeta.sessionKeyModule).toBe(sessionKeyModuleAddress)
    // The limit is held by the module from the grant.
    expect(await client().getBalance({ address: sessionKeyModuleAddress })).toBe(parseEther('1'))
    expect(await client().getBalance({ address: owner.address })).toBeLessThan(
      before - parseEther('1') + 1n,
    )
    const carolBefore = await client().getBalance({ address: carol })
    expect(await spend(key, granted.context, nativeToken, carol, parseEther('0.7'))).toBe('success')
    expect(await client().getBalance({ address: carol })).toBe(carolBefore + parseEther('0.7'))
    expect(await spend(key, granted.context, nativeToken, carol, parseEther('0.4'))).toBe(
      'OverLimit',
    )
    expect(await client().getBalance({ address: carol })).toBe(carolBefore + parseEther('0.7'))

    const ownerBefore = await client().getBalance({ address: owner.address })
    expect(
      await wallet.request({
        method: 'wallet_revokePermissions',
        params: [{ permissionContext: granted.context }],
      }),
    ).toBeNull()
    // The unspent 0.3 ETH came back (less the revoke's gas).
    const ownerAfter = await client().getBalance({ address: owner.address })
    expect(ownerAfter).toBeGreaterThan(ownerBefore + parseEther('0.29'))
    expect(await client().getBalance({ address: sessionKeyModuleAddress })).toBe(0n)
    expect(await spend(key, granted.context, nativeToken, carol, 1n)).toBe('SessionRevoked')
  })

  it('behavior: an ERC-20 allowance spends the account’s own tokens up to the limit; revoke ends it and shrinks the approval back', async () => {
    const key = await sessionKey()
    const approvalBefore = await allowanceToModule()
    const granted = await grant(key.address, [
      { type: 'erc20-token-allowance', data: { address: ldt(), allowance: toHex(100n) } },
    ])
    expect(await allowanceToModule()).toBe(approvalBefore + 100n)
    const ownerLdt = await ldtOf(owner.address)
    const carolLdt = await ldtOf(carol)
    expect(await spend(key, granted.context, ldt(), carol, 60n)).toBe('success')
    expect(await ldtOf(carol)).toBe(carolLdt + 60n)
    expect(await ldtOf(owner.address)).toBe(ownerLdt - 60n)
    expect(await spend(key, granted.context, ldt(), carol, 41n)).toBe('OverLimit')
    // Sent anyway, the transaction reverts on chain and moves nothing.
    expect(await spend(key, granted.context, ldt(), carol, 41n, true)).toBe('reverted')
    expect(await ldtOf(carol)).toBe(carolLdt + 60n)
    // Another key, or another token, gets nothing from this session.
    const stranger = await sessionKey()
    expect(await spend(stranger, granted.context, ldt(), carol, 1n)).toBe('NotSessionKey')
    expect(await spend(key, granted.context, nativeToken, carol, 1n)).toBe('OverLimit')
    await wallet.request({
      method: 'wallet_revokePermissions',
      params: [{ permissionContext: granted.context }],
    })
    expect(await spend(key, granted.context, ldt(), carol, 1n)).toBe('SessionRevoked')
    // The 40 left unspent are no longer approved.
    expect(await allowanceToModule()).toBe(approvalBefore)
    // Revoked is final: a second revoke is refused.
    const again = await rpcError(
      wallet.request({
        method: 'wallet_revokePermissions',
        params: [{ permissionContext: granted.context }],
      }),
    )
    expect(again.code).toBe(-32602)
  })

  it('behavior: after expiry the session key can spend nothing', async () => {
    const key = await sessionKey()
    const granted = await grant(
      key.address,
      [{ type: 'native-token-allowance', data: { allowance: toHex(1000n) } }],
      (await now()) + 60,
    )
    expect(await spend(key, granted.context, nativeToken, carol, 1n)).toBe('success')
    await client().request({ method: 'evm_increaseTime' as never, params: [120] as never })
    await client().request({ method: 'evm_mine' as never, params: [] as never })
    expect(await spend(key, granted.context, nativeToken, carol, 1n)).toBe('SessionExpired')
  })

  it('behavior: what the module cannot enforce is refused before the visitor is asked', async () => {
    const key = await sessionKey()
    asked.length = 0
    const recurring = await rpcError(
      grant(key.address, [
        { type: 'native-token-recurring-allowance', data: { allowance: '0x1', period: 86400 } },
      ]),
    )
    expect(recurring.code).toBe(4200)
    expect(recurring.message).toContain('native-token-allowance and erc20-token-allowance')
    const past = await rpcError(
      grant(key.address, [{ type: 'native-token-allowance', data: { allowance: '0x1' } }], 1),
    )
    expect(past.code).toBe(-32602)
    const unknown = await rpcError(
      wallet.request({
        method: 'wallet_revokePermissions',
        params: [{ permissionContext: `0x${'ab'.repeat(32)}` }],
      }),
    )
    expect(unknown.code).toBe(-32602)
    expect(asked).toEqual([])
  })
})
