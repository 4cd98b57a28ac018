import { useLatch, useLatchAccount } from 'latch/react'

/**
 * "Register an account name": opens the modal on RegisterAccountName, as an app offers it
 * (names need the Data API and an EVM network, SPEC §9).
 *
 * @example
 * import { RegisterName } from './RegisterName.tsx'
 * <RegisterName />
 */
export const RegisterName = () => {
  const latch = useLatch()
  const { isConnected } = useLatchAccount()
  if (!latch.config.apiUrl) return null
  return (
    <div className="action">
      <button
        type="button"
        className="button secondary"
        data-testid="playground-register-name"
        disabled={!isConnected}
        onClick={() => {
          latch.open({ view: 'RegisterAccountName' }).catch(() => undefined)
        }}
      >
        Register an account name
      </button>
    </div>
  )
}
