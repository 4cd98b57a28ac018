import type { ConnectionAccount } from '../../state/types.ts'

/** SPEC §3 account types of the embedded wallet on eip155. */
export type EmbeddedAccountType = 'eoa' | 'smartAccount'

/** SPEC §3 auth user payload: the frame's get-user reply and the user of a session update. */
export type AuthUserPayload = {
  readonly address: string
  readonly chainId: number | string
  readonly accounts: readonly { readonly address: string; readonly type: string }[]
  readonly preferredAccountType: EmbeddedAccountType
  readonly smartAccountDeployed: boolean
}

/**
 * SPEC §3 auth user payload → the connection's accounts and smart account state (eip155 only;
 * `enabled` is the frame's smart-account enabled networks).
 */
export const fromAuthUser = (
  user: AuthUserPayload,
  namespace: 'eip155' | 'solana',
  enabled: readonly number[] = [],
) => ({
  accounts: user.accounts.map(
    (a): ConnectionAccount => ({
      type: a.type === 'smartAccount' ? 'smartAccount' : 'eoa',
      address: a.address,
    }),
  ),
  // A frame that does not say its account type (none before SPEC §3's payload) says nothing.
  ...(namespace === 'eip155' &&
  (user.preferredAccountType === 'eoa' || user.preferredAccountType === 'smartAccount')
    ? {
        smartAccount: {
          preferredAccountType: user.preferredAccountType,
          smartAccountDeployed: user.smartAccountDeployed === true,
          smartAccountEnabled: enabled.includes(Number(user.chainId)),
        },
      }
    : {}),
})
