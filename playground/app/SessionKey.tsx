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
import { type ActionState, useAction } from './useAction.ts'

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
type Latch = ReturnType<typeof useLatch>
type Key = ReturnType<typeof privateKeyToAccount>

/** Asks the wallet for an hour's 0.01 ETH allowance for `key`; where the key spends it. */
const grantSessionKey = async (latch: Latch, key: Key): Promise<Grant> => {
  const chainId = Number(latch.state.network.value.id)
  const granted = (await latch.grantPermissions({
    chainId: toHex(chainId),
    expiry: Math.floor(Date.now() / 1000) + 3600,
    signer: { type: 'account', data: { address: key.address } },
    permissions: [
      { type: 'native-token-allowance', data: { allowance: toHex(parseEther('0.01')) } },
    ],
  })) as { context: Hex; signerMeta?: { sessionKeyModule?: Hex } }
  const module = granted.signerMeta?.sessionKeyModule
  if (!module) throw new Error('The wallet did not say where the session key spends')
  return { context: granted.context, module }
}

/** The current network as a viem chain, and its RPC URL. */
const chainOf = (latch: Latch) => {
  const url = latch.state.network.value.rpcUrls.default.http[0] ?? ''
  const chain = defineChain({
    id: Number(latch.state.network.value.id),
    name: latch.state.network.value.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  })
  return { chain, url }
}

/** A simulation's revert as `reverted: <error name>`; any other failure as it came. */
const revertOf = (error: unknown): unknown => {
  const reverted =
    error instanceof BaseError
      ? error.walk((e) => e instanceof ContractFunctionRevertedError)
      : undefined
  return reverted instanceof ContractFunctionRevertedError
    ? new Error(`reverted: ${reverted.data?.errorName ?? 'unknown'}`)
    : error
}

/** The key pays 0.004 ETH to dev account #1 under `grant` (its gas set by anvil_setBalance). */
const spendWithSessionKey = async (latch: Latch, key: Key, grant: Grant) => {
  const { chain, url } = chainOf(latch)
  const reader = createPublicClient({ chain, transport: http(url) })
  await reader.request({
    method: 'anvil_setBalance' as never,
    params: [key.address, toHex(parseEther('1'))] as never,
  })
  const call = {
    account: key,
    address: grant.module,
    abi: spendAbi,
    functionName: 'spend',
    args: [grant.context, native, recipient, parseEther('0.004')],
  } as const
  try {
    await reader.simulateContract(call)
  } catch (error) {
    throw revertOf(error)
  }
  const wallet = createWalletClient({ account: key, chain, transport: http(url) })
  const hash = await wallet.writeContract(call)
  const receipt = await reader.waitForTransactionReceipt({ hash })
  return `${receipt.status} ${hash}`
}

/** One step's button, disabled while disconnected or pending, and its result below. */
const StepButton = ({
  state,
  run,
  testId,
  disabled,
  children,
}: {
  readonly state: ActionState
  readonly run: () => void
  readonly testId: string
  readonly disabled: boolean
  readonly children: string
}) => (
  <>
    <button
      type="button"
      className="button secondary"
      data-testid={testId}
      disabled={disabled || state.status === 'pending'}
      onClick={run}
    >
      {children}
    </button>
    <ActionResult state={state} testId={`${testId}-result`} />
  </>
)

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
    grant.current = await grantSessionKey(latch, key.current)
    return `granted ${grant.current.context}`
  }, [latch])

  const onSpend = useCallback(async () => {
    const current = grant.current
    if (!current) throw new Error('Grant first')
    return spendWithSessionKey(latch, key.current, current)
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
      <StepButton state={granted} run={runGrant} testId="playground-grant" disabled={!isConnected}>
        Session key: grant 0.01 ETH for an hour
      </StepButton>
      <StepButton
        state={spent}
        run={runSpend}
        testId="playground-session-spend"
        disabled={!isConnected}
      >
        Session key pays 0.004 ETH to dev account #1
      </StepButton>
      <StepButton
        state={revoked}
        run={runRevoke}
        testId="playground-revoke"
        disabled={!isConnected}
      >
        Revoke the session key
      </StepButton>
    </div>
  )
}
