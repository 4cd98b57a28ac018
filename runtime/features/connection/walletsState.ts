import { featureState } from '../../state/featureState.ts'
import type { Resource } from '../../state/resource.ts'

/** One wallet of the registry (`GET /v1/wallets`), as the AllWallets view lists it. */
export interface RegistryWallet {
  readonly id: string
  readonly name: string
  readonly imageUrl: string
  readonly rdns: string | null
  readonly mobileLink: string | null
  readonly desktopLink: string | null
  readonly webappLink: string | null
  readonly homepage: string
}

/** The registry as loaded: `state.wallets.data`. */
export interface WalletRegistry {
  /** false without `apiUrl`: there is no registry to load (API.md). */
  readonly available: boolean
  readonly search: string
  /** Pages loaded so far, in order. */
  readonly entries: readonly RegistryWallet[]
  /** How many the registry holds for this search. */
  readonly count: number
  /** The last page loaded (1-based; 0 before the first). */
  readonly page: number
  /** SPEC §9 recommended wallets (4) for the Connect view: registry wallets not installed. */
  readonly recommended: readonly RegistryWallet[]
}

/**
 * `state.wallets`: the registry behind AllWallets and the recommended wallets, as a resource
 * (`loadWallets` loads it through `loadInto`): the pages loaded so far stay after a failure,
 * with its SPEC §8 text. `data` is always there.
 */
export type WalletsState = Resource<WalletRegistry> & { readonly data: WalletRegistry }

/** The registry before anything is loaded. */
export const emptyWallets: WalletsState = {
  status: 'idle',
  data: { available: true, search: '', entries: [], count: 0, page: 0, recommended: [] },
  error: undefined,
}

/** The connection's part of the state: the wallet registry its views list. */
export const connectionFeature = featureState()({
  /** The wallet registry (AllWallets, the recommended wallets of Connect). */
  wallets: emptyWallets,
})
