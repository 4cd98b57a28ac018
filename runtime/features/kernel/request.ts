import { Effect } from 'effect'
import { isAllowedRpcMethod, isUnsafeRpcMethod } from '../../../generated/rpc/methods.ts'
import type { RpcRequest } from '../../connectors/Connector.ts'
import type { RequestAbortedError } from '../../errors/RequestAbortedError.ts'
import { RpcNotAllowedError } from '../../errors/RpcNotAllowedError.ts'
import type { RpcParamsError } from '../../errors/RpcParamsError.ts'
import { type WalletError, walletError } from '../../errors/WalletError.ts'
import { Connectors } from '../../services/Connectors.ts'
import { PendingRequests } from '../../services/PendingRequests.ts'
import { Store } from '../../state/Store.ts'
import type { Namespace } from '../../state/types.ts'
import { checkRpcParams } from './checkRpcParams.ts'

/**
 * Sends a wallet RPC call through the allow-list generated from the OpenRPC contract (the only
 * place that decides 'Requested RPC call is not allowed') and the contract's params rules
 * ('Invalid input', SPEC §5), to the namespace's connection.
 * Unsafe calls (SPEC §6) can be aborted by {@link rejectPendingRequests}; reads cannot.
 */
export const request = (rpc: RpcRequest, namespace?: Namespace) =>
  Effect.gen(function* () {
    if (!isAllowedRpcMethod(rpc.method)) {
      return yield* Effect.fail(RpcNotAllowedError.of(rpc.method))
    }
    yield* checkRpcParams(rpc.method, rpc.params)
    const store = yield* Store
    const connectors = yield* Connectors
    const pending = yield* PendingRequests
    const target = namespace ?? store.network.value.chainNamespace
    const connection = store.connections.value[target]
    if (!connection) return yield* Effect.fail(walletError('Disconnected'))
    const connector = yield* connectors.get(connection.connectorId, target)
    return yield* pending.track(rpc.method, isUnsafeRpcMethod(rpc.method), connector.request(rpc))
  })

/** The errors {@link request} fails with. */
export type RequestErrorType =
  | WalletError
  | RpcNotAllowedError
  | RequestAbortedError
  | RpcParamsError

/** Rejects the unsafe requests in flight ('Request was aborted'); reads go on. */
export const rejectPendingRequests = () => PendingRequests.use((p) => p.rejectUnsafe)
