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

/** `state.wallets`: the registry behind AllWallets and the recommended wallets. */
export interface WalletsState {
  /** `unavailable`: no `apiUrl`, so there is no registry (API.md). */
  readonly status: 'idle' | 'loading' | 'ready' | 'error' | 'unavailable'
  readonly search: string
  /** Pages loaded so far, in order. */
  readonly entries: readonly RegistryWallet[]
  /** How many the registry holds for this search. */
  readonly count: number
  /** The last page loaded (1-based; 0 before the first). */
  readonly page: number
  /** SPEC §9 recommended wallets (4) for the Connect view: registry wallets not installed. */
  readonly recommended: readonly RegistryWallet[]
  readonly error: string | undefined
}
