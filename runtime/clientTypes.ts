import type { RpcMethod, rpcParams, rpcResults } from '../generated/rpc/methods.ts'
import type { Analytics } from './services/Analytics.ts'
import type { Background } from './services/Background.ts'
import type { Caches } from './services/Caches.ts'
import type { ChainRpc } from './services/ChainRpc.ts'
import type { Config } from './services/Config.ts'
import type { Connectors } from './services/Connectors.ts'
import type { DataApi } from './services/DataApi.ts'
import type { Logger } from './services/Logger.ts'
import type { PendingRequests } from './services/PendingRequests.ts'
import type { Sessions } from './services/Sessions.ts'
import type { Storage } from './services/Storage.ts'
import type { Store } from './state/Store.ts'

/** The params a listed RPC method takes, as contracts/wallet-rpc.openrpc.json types them. */
export type RpcParamsOf<M extends RpcMethod> = (typeof rpcParams)[M]['Type']

/** The result a listed RPC method answers with, as the contract names it. */
export type RpcResultOf<M extends RpcMethod> = (typeof rpcResults)[M]['Type']

/** A request: for a listed method its params typed by the contract, else any. */
export interface RpcRequestOf<M extends string> {
  readonly method: M
  readonly params?: M extends RpcMethod ? RpcParamsOf<M> : unknown
}

/** The services every client runs on (`latch/effect` users can provide the same). */
export type LatchServices =
  | Config
  | Store
  | Storage
  | Logger
  | ChainRpc
  | Connectors
  | Sessions
  | PendingRequests
  | DataApi
  | Caches
  | Analytics
  | Background
