import { useLatch, useLatchAccount } from 'latch/react'
import { useCallback, useRef } from 'react'
import {
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  parseAbi,
  parseEther,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { ActionResult } from './ActionResult.tsx'
import { useAction } from './useAction.ts'

/** Anvil dev account #1: where the session key pays. */
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const spendAbi = parseAbi([
  'function spend(bytes32 id, address token, address to, uint256 amount)',
  'error NotSessionKey()',
  'error SessionExpired()',
  'error SessionRevoked()',
  'error OverLimit(uint256 remaining)',
  'error TransferFailed()',
])
const native = '0x0000000000000000000000000000000000000000'

type Grant = { readonly context: Hex; readonly module: Hex }

/**
 * "Session key": `latch.grantPermissions` gives a key made in this page a 0.01 ETH allowance for
 * an hour (ERC-7715, kept on chain by the playground's SessionKeyModule); the key then pays
 * 0.004 ETH to dev account #1 per press (the third press is past the limit and reverts), and
 * `latch.revokePermissions` ends it. The key's gas is set with anvil_setBalance (local chain only).
 *
 * @example
 * import { SessionKey } from './SessionKey.tsx'
 * <SessionKey />
 */
export const SessionKey = () => {
  const latch = useLatch()
  const { isConnected } = useLatchAccount()
  const grant = useRef<Grant | undefined>(undefined)
  const key = useRef(privateKeyToAccount(generatePrivateKey()))

  const onGrant = useCallback(async () => {
    const chainId = Number(latch.state.network.value.id)
    const granted = (await latch.grantPermissions({
      chainId: toHex(chainId),
      expiry: Math.floor(Date.now() / 1000) + 3600,
      signer: { type: 'account', data: { address: key.current.address } },
      permissions: [
        { type: 'native-token-allowance', data: { allowance: toHex(parseEther('0.01')) } },
      ],
    })) as { context: Hex; signerMeta?: { sessionKeyModule?: Hex } }
    const module = granted.signerMeta?.sessionKeyModule
    if (!module) throw new Error('The wallet did not say where the session key spends')
    grant.current = { context: granted.context, module }
    return `granted ${granted.context}`
  }, [latch])

  const onSpend = useCallback(async () => {
    const current = grant.current
    if (!current) throw new Error('Grant first')
    const url = latch.state.network.value.rpcUrls.default.http[0] ?? ''
    const chain = defineChain({
      id: Number(latch.state.network.value.id),
      name: latch.state.network.value.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [url] } },
    })
    const reader = createPublicClient({ chain, transport: http(url) })
    await reader.request({
      method: 'anvil_setBalance' as never,
      params: [key.current.address, toHex(parseEther('1'))] as never,
    })
    const call = {
      account: key.current,
      address: current.module,
      abi: spendAbi,
      functionName: 'spend',
      args: [current.context, native, recipient, parseEther('0.004')],
    } as const
    try {
      await reader.simulateContract(call)
    } catch (error) {
      const reverted =
        error instanceof BaseError
          ? error.walk((e) => e instanceof ContractFunctionRevertedError)
          : undefined
      if (reverted instanceof ContractFunctionRevertedError)
        throw new Error(`reverted: ${reverted.data?.errorName ?? 'unknown'}`)
      throw error
    }
    const wallet = createWalletClient({ account: key.current, chain, transport: http(url) })
    const hash = await wallet.writeContract(call)
    const receipt = await reader.waitForTransactionReceipt({ hash })
    return `${receipt.status} ${hash}`
  }, [latch])

  const onRevoke = useCallback(async () => {
    const current = grant.current
    if (!current) throw new Error('Grant first')
    await latch.revokePermissions({ permissionContext: current.context })
    return 'revoked'
  }, [latch])

  const [granted, runGrant] = useAction(onGrant)
  const [spent, runSpend] = useAction(onSpend)
  const [revoked, runRevoke] = useAction(onRevoke)
  return (
    <div className="action">
      <button
        type="button"
        className="button secondary"
        data-testid="playground-grant"
        disabled={!isConnected || granted.status === 'pending'}
        onClick={runGrant}
      >
        Session key: grant 0.01 ETH for an hour
      </button>
      <ActionResult state={granted} testId="playground-grant-result" />
      <button
        type="button"
        className="button secondary"
        data-testid="playground-session-spend"
        disabled={!isConnected || spent.status === 'pending'}
        onClick={runSpend}
      >
        Session key pays 0.004 ETH to dev account #1
      </button>
      <ActionResult state={spent} testId="playground-session-spend-result" />
      <button
        type="button"
        className="button secondary"
        data-testid="playground-revoke"
        disabled={!isConnected || revoked.status === 'pending'}
        onClick={runRevoke}
      >
        Revoke the session key
      </button>
      <ActionResult state={revoked} testId="playground-revoke-result" />
    </div>
  )
}
