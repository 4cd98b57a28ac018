import type { TokenBalance } from '../../../generated/api/schemas.ts'
import { DEFAULT_ACCOUNT_TYPES } from '../../constants.ts'
import type { Namespace } from '../../networks.ts'
import { featureState } from '../../state/featureState.ts'
import type { AccountStatus, AccountType, ConnectionAccount } from '../../types.ts'

/**
 * Where `state.account.tokenBalance` stands: `unavailable` when nothing can report tokens (no
 * `apiUrl` and no wallet `wallet_getAssets`, an unsupported network, bitcoin), `error` after
 * 'Token Balance Unavailable'.
 */
export type TokenBalanceStatus = 'idle' | 'loading' | 'ready' | 'error' | 'unavailable'

/** `state.account`: SPEC §3 account state of the active namespace. */
export interface AccountState {
  readonly namespace: Namespace | undefined
  readonly address: string | undefined
  readonly caipAddress: string | undefined
  readonly allAccounts: readonly ConnectionAccount[]
  readonly balance: string | undefined
  readonly balanceSymbol: string | undefined
  readonly balanceLoading: boolean
  readonly profileName: string | undefined
  readonly profileImage: string | undefined
  readonly status: AccountStatus
  readonly connectorId: string | undefined
  readonly addressExplorerUrl: string | undefined
  /** SPEC §3 token balances (native first when the source lists it); decimals '0' dropped. */
  readonly tokenBalance: readonly TokenBalance[]
  readonly tokenBalanceStatus: TokenBalanceStatus
  /** SPEC §8 'Token Balance Unavailable' while `tokenBalanceStatus` is `error`. */
  readonly tokenBalanceError: string | undefined
  /** SPEC §3 `lastRetry`: when the last token-balance fetch failed (Clock ms); it opens the window. */
  readonly lastRetry: number | undefined
  /**
   * SPEC §3 `preferredAccountTypes`: the account type wanted per namespace (SPEC §9 defaults;
   * eip155 follows the embedded wallet's answer and the Account view's switch). Kept across
   * disconnects.
   */
  readonly preferredAccountTypes: Readonly<Record<Namespace, AccountType>>
  /**
   * SPEC §3 `smartAccountDeployed`: the embedded wallet's smart account is live on the current
   * chain (under EIP-7702: the address is delegated). False for every other wallet.
   */
  readonly smartAccountDeployed: boolean
}

/** The account state nobody is connected with. */
export const emptyAccount: AccountState = {
  namespace: undefined,
  address: undefined,
  caipAddress: undefined,
  allAccounts: [],
  balance: undefined,
  balanceSymbol: undefined,
  balanceLoading: false,
  profileName: undefined,
  profileImage: undefined,
  status: 'disconnected',
  connectorId: undefined,
  addressExplorerUrl: undefined,
  tokenBalance: [],
  tokenBalanceStatus: 'idle',
  tokenBalanceError: undefined,
  lastRetry: undefined,
  preferredAccountTypes: {
    eip155: DEFAULT_ACCOUNT_TYPES.eip155,
    solana: DEFAULT_ACCOUNT_TYPES.solana,
    bitcoin: DEFAULT_ACCOUNT_TYPES.bitcoin,
  },
  smartAccountDeployed: false,
}

/** The account's part of the state. */
export const accountFeature = featureState()({
  /** SPEC §3 account state of the active namespace. */
  account: emptyAccount,
})
