import { createPublicClient, encodeFunctionData, type Hex, http, parseEther, toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { batchExecutorAddress } from '../../playground/chain/batchExecutor.ts'
import { devAccounts } from '../../playground/chain/devAccounts.ts'
import { latchDevTokenAbi } from '../../playground/chain/latchDevToken.ts'
import { nativeToken, sessionKeyModuleAddress } from '../../playground/chain/sessionKeyModule.ts'
import { type LocalChain, startChain } from '../../playground/chain/startChain.ts'
import { testFrameWallet } from '../runtime/support/frameWalletAuth.ts'
import { fundedKey } from '../runtime/support/fundedKey.ts'
import { spendAsSessionKey } from '../runtime/support/spendAsSessionKey.ts'

let chain: LocalChain
beforeAll(async () => {
  chain = await startChain({ port: 0, chainId: 31337 })
})
afterAll(async () => {
  await chain?.stop()
})

const bob = devAccounts[1]!.address
const client = () => createPublicClient({ transport: http(chain.url) })
const ldt = () => chain.token!.address
const ldtOf = (address: Hex) =>
  client().readContract({
    address: ldt(),
    abi: latchDevTokenAbi,
    functionName: 'balanceOf',
    args: [address],
  })
const allowanceOf = (owner: Hex) =>
  client().readContract({
    address: ldt(),
    abi: latchDevTokenAbi,
    functionName: 'allowance',
    args: [owner, bob],
  })
const approve = (amount: bigint) => ({
  to: ldt(),
  data: encodeFunctionData({ abi: latchDevTokenAbi, functionName: 'approve', args: [bob, amount] }),
})
const transfer = (amount: bigint) => ({
  to: ldt(),
  data: encodeFunctionData({
    abi: latchDevTokenAbi,
    functionName: 'transfer',
    args: [bob, amount],
  }),
})

/**
 * A frame wallet with a live session whose key holds 10 ETH and 100 LDT on anvil; the first
 * chain has the delegation target, a second entry (same node, other id) has none.
 */
const setup = async () => {
  const { privateKey, account } = await fundedKey(chain, { eth: '10', ldt: '100' })
  const { send, vault, shown, press, nextAsk } = await testFrameWallet({
    privateKey,
    chains: [
      {
        chainId: chain.chainId,
        name: 'Anvil',
        rpcUrl: chain.url,
        delegation: batchExecutorAddress,
        sessionKeyModule: sessionKeyModuleAddress,
      },
      { chainId: 31338, name: 'Plain', rpcUrl: chain.url },
    ],
  })
  /** Sends an RPC request, answering its approval (if one shows) with `approve`. */
  const rpc = async (method: string, params: unknown, approveIt = true) => {
    const shownNow = nextAsk().then(() => true)
    const answer = send('app/rpc-request', { method, params })
    // An unsafe request asks the visitor first; a read answers without asking.
    if (await Promise.race([shownNow, answer.then(() => false)])) press(approveIt)
    return answer
  }
  return { account, vault, send, rpc, shown }
}

const resultOf = (answer: { ok: boolean; payload?: unknown }) => {
  if (!answer.ok) throw new Error(JSON.stringify(answer))
  return (answer.payload as { result: unknown }).result
}

describe('frame wallet: the embedded account as an EIP-7702 smart account', () => {
  it('default: a new user is a smart account (SPEC §9 eip155 default), not deployed until its first batch', async () => {
    const { send, account } = await setup()
    expect(await send('app/get-user', { chainId: 31337 })).toEqual({
      ok: true,
      payload: {
        email: 'ada@example.com',
        address: account.address,
        chainId: 31337,
        accounts: [{ address: account.address, type: 'smartAccount' }],
        userName: null,
        preferredAccountType: 'smartAccount',
        smartAccountDeployed: false,
      },
    })
    expect(await send('app/get-smart-account-enabled-networks')).toEqual({
      ok: true,
      payload: { smartAccountEnabledNetworks: [31337] },
    })
    expect(await send('app/init-smart-account')).toEqual({
      ok: true,
      payload: { address: account.address, smartAccountDeployed: false },
    })
    // Init sends nothing: the address still has no code.
    expect(await client().getCode({ address: account.address })).toBeUndefined()
  })

  it('behavior: approve + transfer run in one approved transaction that also delegates the address', async () => {
    const { rpc, send, shown, account } = await setup()
    expect(resultOf(await rpc('wallet_getCapabilities', [account.address]))).toEqual({
      [toHex(31337)]: { atomic: { status: 'ready' } },
      [toHex(31338)]: { atomic: { status: 'unsupported' } },
    })
    const answer = await rpc('wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: toHex(31337),
        from: account.address,
        atomicRequired: true,
        calls: [approve(parseEther('5')), transfer(parseEther('1'))],
      },
    ])
    const { id } = resultOf(answer) as { id: Hex }
    const ask = shown.at(-1)!
    expect(ask.title).toBe('Send these calls')
    expect(ask.rows).toContainEqual({ label: 'Call 2 to', value: ldt() })
    // The approve inside the batch is named, with its spender and amount.
    expect(ask.rows.slice(0, 5)).toEqual([
      { label: 'Call 1', value: 'Allow spending of your tokens' },
      { label: 'Call 1 call', value: 'approve (ERC-20)' },
      { label: 'Call 1 spender', value: bob },
      // In the token's unit, read on chain (not 5000000000000000000).
      { label: 'Call 1 allowance', value: '5 LDT' },
      { label: 'Call 1 token', value: ldt() },
    ])
    // The batch's network fee is the frame's own estimate, shown as a single send's.
    const fee = ask.rows.find((r) => r.label === 'Network fee (max)')?.value
    expect(fee).toMatch(/^0\.\d+ ETH/)
    expect(ask.rows).toContainEqual({
      label: 'Runs',
      value: 'All calls in one transaction, or none of them',
    })
    expect(ask.rows.find((r) => r.label === 'Smart account')?.value).toContain(batchExecutorAddress)
    type Status = { status: number; receipts: { transactionHash: Hex }[] }
    // EIP-5792: 100 (pending) until the receipt is there, which a loaded machine can show.
    let status = {} as Status
    await expect
      .poll(async () => {
        status = resultOf(await rpc('wallet_getCallsStatus', [id])) as Status
        return status.status
      })
      .toBe(200)
    expect(status).toMatchObject({ id, chainId: toHex(31337), status: 200, atomic: true })
    const tx = await client().getTransaction({ hash: status.receipts[0]!.transactionHash })
    expect(tx.type).toBe('eip7702')
    // It went out with the fee that was shown: gas × max fee per gas is the shown maximum.
    const shownWei = parseEther(fee!.split(' ')[0]!)
    const sentMax = tx.gas * tx.maxFeePerGas!
    expect(shownWei).toBeGreaterThanOrEqual(sentMax)
    expect(shownWei - sentMax).toBeLessThan(sentMax / 100_000n + 1n)
    const receipt = await client().getTransactionReceipt({ hash: tx.hash })
    expect(receipt.gasUsed).toBeLessThanOrEqual(tx.gas)
    expect(tx.to?.toLowerCase()).toBe(account.address.toLowerCase())
    expect(await ldtOf(account.address)).toBe(parseEther('99'))
    expect(await allowanceOf(account.address)).toBe(parseEther('5'))
    expect(await client().getCode({ address: account.address })).toBe(
      `0xef0100${batchExecutorAddress.slice(2).toLowerCase()}`,
    )
    const user = await send('app/get-user', {})
    expect(user).toMatchObject({ ok: true, payload: { smartAccountDeployed: true } })
    expect(
      resultOf(await rpc('wallet_getCapabilities', [account.address, [toHex(31337)]])),
    ).toEqual({ [toHex(31337)]: { atomic: { status: 'supported' } } })
    // The second batch is asked for without the delegation line.
    await rpc('wallet_sendCalls', [{ calls: [transfer(parseEther('1'))] }])
    expect(shown.at(-1)!.rows.some((r) => r.label === 'Smart account')).toBe(false)
    expect(await ldtOf(account.address)).toBe(parseEther('98'))
  })

  it('behavior: a failing second call sends nothing, so the approve does not land either', async () => {
    const { rpc, account } = await setup()
    const block = await client().getBlockNumber()
    const answer = await rpc('wallet_sendCalls', [
      { calls: [approve(parseEther('5')), transfer(parseEther('1000'))] },
    ])
    expect(answer).toEqual({
      ok: false,
      message: 'Call 1 of the batch would revert, so none was sent',
    })
    expect(await allowanceOf(account.address)).toBe(0n)
    expect(await client().getBlockNumber()).toBe(block)
  })

  it('behavior: Reject answers 4001 and nothing is sent', async () => {
    const { rpc, account } = await setup()
    const answer = await rpc('wallet_sendCalls', [{ calls: [transfer(parseEther('1'))] }], false)
    expect(answer).toEqual({ ok: false, message: 'User rejected the request', code: 4001 })
    expect(await ldtOf(account.address)).toBe(parseEther('100'))
  })

  it('behavior: set preferred account eoa makes the same address an EOA: no atomic batches, refused before asking', async () => {
    const { rpc, send, shown, account, vault } = await setup()
    expect(await send('app/set-preferred-account', { type: 'eoa' })).toEqual({
      ok: true,
      payload: { type: 'eoa', address: account.address },
    })
    expect((await vault.load())?.preferredAccountType).toBe('eoa')
    // The app's default at a later get-user does not override the visitor's choice.
    expect(
      await send('app/get-user', { chainId: 31337, preferredAccountType: 'smartAccount' }),
    ).toMatchObject({
      ok: true,
      payload: {
        accounts: [{ address: account.address, type: 'eoa' }],
        preferredAccountType: 'eoa',
        smartAccountDeployed: false,
      },
    })
    expect(
      resultOf(await rpc('wallet_getCapabilities', [account.address, [toHex(31337)]])),
    ).toEqual({ [toHex(31337)]: { atomic: { status: 'unsupported' } } })
    const asked = shown.length
    expect(await rpc('wallet_sendCalls', [{ calls: [transfer(1n)] }])).toEqual({
      ok: false,
      message:
        'The embedded wallet runs batches as a smart account: switch the account type to smart account',
      code: 5760,
    })
    expect(shown.length).toBe(asked)
    expect(await send('app/set-preferred-account', { type: 'smartAccount' })).toEqual({
      ok: true,
      payload: { type: 'smartAccount', address: account.address },
    })
  })

  it('behavior: a chain without a delegation target has no smart account', async () => {
    const { send, account } = await setup()
    await send('app/switch-network', { chainId: 31338 })
    expect(await send('app/get-user', {})).toMatchObject({
      ok: true,
      payload: {
        accounts: [{ address: account.address, type: 'eoa' }],
        smartAccountDeployed: false,
      },
    })
    expect(await send('app/set-preferred-account', { type: 'smartAccount' })).toEqual({
      ok: false,
      message: 'Smart accounts are not enabled on Plain',
    })
    expect(await send('app/init-smart-account')).toEqual({
      ok: false,
      message: 'Smart accounts are not enabled on Plain',
    })
  })
})

describe('frame wallet: ERC-7715 permissions through SessionKeyModule', () => {
  /** A session key with gas money, and its spend as an app would send it (status or revert name). */
  const sessionKey = async () => {
    const { account: key } = await fundedKey(chain, { eth: '1' })
    const spend = (context: Hex, token: Hex, amount: bigint) =>
      spendAsSessionKey(chain, key, context, token, bob, amount)
    return { key, spend }
  }

  it('default: a grant approved in the frame lets the session key spend within its limits, not past them; revoke ends it', async () => {
    const { rpc, shown, account } = await setup()
    const { key, spend } = await sessionKey()
    const expiry = Number((await client().getBlock()).timestamp) + 3600
    const answer = await rpc('wallet_grantPermissions', [
      {
        chainId: toHex(31337),
        expiry,
        signer: { type: 'account', data: { address: key.address } },
        permissions: [
          { type: 'native-token-allowance', data: { allowance: toHex(parseEther('1')) } },
          {
            type: 'erc20-token-allowance',
            data: { address: ldt(), allowance: toHex(parseEther('10')) },
          },
        ],
      },
    ])
    const granted = resultOf(answer) as { context: Hex; address: Hex; expiry: number }
    expect(granted).toMatchObject({ address: account.address, expiry })
    const ask = shown.at(-1)!
    expect(ask.title).toBe('Grant these permissions')
    expect(ask.rows).toContainEqual({ label: 'Session key', value: key.address })
    expect(ask.rows).toContainEqual({ label: 'May spend up to', value: '1 ETH' })
    expect(await client().getBalance({ address: sessionKeyModuleAddress })).toBe(parseEther('1'))

    const bobLdt = await ldtOf(bob)
    expect(
      await client().readContract({
        address: ldt(),
        abi: latchDevTokenAbi,
        functionName: 'allowance',
        args: [account.address, sessionKeyModuleAddress],
      }),
    ).toBe(parseEther('10'))
    expect(await spend(granted.context, ldt(), parseEther('6'))).toBe('success')
    expect(await spend(granted.context, ldt(), parseEther('5'))).toBe('OverLimit')
    expect(await ldtOf(bob)).toBe(bobLdt + parseEther('6'))
    expect(await spend(granted.context, nativeToken, parseEther('0.25'))).toBe('success')

    const revoked = await rpc('wallet_revokePermissions', [{ permissionContext: granted.context }])
    expect(revoked).toEqual({ ok: true, payload: { result: null } })
    expect(shown.at(-1)!.title).toBe('Revoke this permission')
    expect(await spend(granted.context, ldt(), 1n)).toBe('SessionRevoked')
    expect(await client().getBalance({ address: sessionKeyModuleAddress })).toBe(0n)
    // The 4 LDT left unspent are no longer approved to the module.
    expect(
      await client().readContract({
        address: ldt(),
        abi: latchDevTokenAbi,
        functionName: 'allowance',
        args: [account.address, sessionKeyModuleAddress],
      }),
    ).toBe(0n)
  })

  it('behavior: as an EOA the embedded wallet refuses permissions with 4200 before asking', async () => {
    const { rpc, send, shown } = await setup()
    const { key } = await sessionKey()
    await send('app/set-preferred-account', { type: 'eoa' })
    const asked = shown.length
    const answer = await rpc('wallet_grantPermissions', [
      {
        chainId: toHex(31337),
        expiry: Math.floor(Date.now() / 1000) + 3600,
        signer: { type: 'account', data: { address: key.address } },
        permissions: [{ type: 'native-token-allowance', data: { allowance: '0x1' } }],
      },
    ])
    expect(answer).toMatchObject({ ok: false, code: 4200 })
    expect(shown.length).toBe(asked)
  })
})
