import type { RpcMethod } from '../../../generated/rpc/methods.ts'
import { asyncMethod, flow, type Program } from '../../actions/action.ts'
import type { RpcRequestOf, RpcResultOf } from '../../clientTypes.ts'
import type { Namespace } from '../../state/types.ts'
import type { CallsStatus } from './getCallsStatus.ts'
import type { GetCapabilitiesOptions, WalletCapabilities } from './getCapabilities.ts'
import type { SendCallsParameters, SendCallsResult } from './sendCalls.ts'
import type { PermissionsRequest, PermissionsResponse } from './walletPermissions.ts'

/** `request`'s signature: a listed method is typed by the contract, any other answers unknown. */
type RequestMethod = <const M extends string>(
  request: RpcRequestOf<M>,
  options?: { readonly namespace?: Namespace },
) => Promise<M extends RpcMethod ? RpcResultOf<M> : unknown>

/** Requests to the connected wallet: RPC, EIP-5792 batches, ERC-7715 permissions. */
export const walletActions = {
  /**
   * An RPC request to the connected wallet of the active namespace (or `namespace`). A method of
   * contracts/wallet-rpc.openrpc.json is typed by it: its params, and the result it names. Any
   * other method fails with `RpcNotAllowedError`.
   */
  // One implementation of the typed signature: the type only narrows what callers see.
  request: asyncMethod(
    ({ run, background, load, flows }): RequestMethod =>
      (async (rpc: RpcRequestOf<string>, options?: { readonly namespace?: Namespace }) => {
        const result = await run(flows.request(rpc, options?.namespace))
        background(load('lazy', (lazy) => lazy.afterSend(rpc.method, result)))
        return result
      }) as RequestMethod,
  ),
  /** Aborts the unsafe wallet requests in flight ('Request was aborted'); reads go on. */
  rejectPendingRequests: flow('eager', (flows): Program<number> => flows.rejectPendingRequests()),
  /**
   * Sends a batch of calls through the eip155 wallet (EIP-5792 `wallet_sendCalls`), checked
   * against SPEC §5 first; `atomicRequired` needs the wallet's `atomic` capability. A wallet
   * without batches fails with `CallsError`; the calls are never sent one by one instead.
   */
  sendCalls: flow(
    'lazy',
    (flows, parameters: SendCallsParameters): Program<SendCallsResult> =>
      flows.sendCalls(parameters),
    {
      success: ({ state }) => [
        'SEND_CALLS_SUCCESS',
        { network: state.network.value.caipNetworkId },
      ],
      error: 'SEND_CALLS_ERROR',
    },
  ),
  /** Where a batch from `sendCalls` is, with its receipts (EIP-5792 `wallet_getCallsStatus`). */
  getCallsStatus: flow(
    'lazy',
    (flows, id: string): Program<CallsStatus> => flows.getCallsStatus(id),
  ),
  /** The eip155 wallet's EIP-5792 capabilities by chain id, kept per connection. */
  getCapabilities: flow(
    'lazy',
    (flows, options?: GetCapabilitiesOptions): Program<WalletCapabilities> =>
      flows.getCapabilities(options),
  ),
  /** Asks the wallet for ERC-7715 permissions (e.g. a session key's spending limit). */
  grantPermissions: flow(
    'lazy',
    (flows, permissions: PermissionsRequest): Program<PermissionsResponse> =>
      flows.grantPermissions(permissions),
  ),
  /** Ends a granted ERC-7715 permission by its context. */
  revokePermissions: flow(
    'lazy',
    (flows, parameters: { readonly permissionContext: string }): Program<void> =>
      flows.revokePermissions(parameters),
  ),
  /**
   * SPEC §7 set preferred account: the embedded wallet's eip155 account becomes an EOA or a
   * smart account (EIP-7702: the same address); `state.account` follows (account type,
   * `preferredAccountTypes`, `smartAccountDeployed`). Only for an embedded-wallet connection.
   */
  setPreferredAccountType: asyncMethod(
    ({ run, load }) =>
      async (type: 'eoa' | 'smartAccount'): Promise<void> => {
        await run(load('lazy', (flows) => flows.setPreferredAccountType(type)))
      },
  ),
}
