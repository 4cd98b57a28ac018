import { useT } from '../../i18n/useT.ts'

/**
 * A failed registry load (`state.wallets` with status error): what failed, its SPEC §8 text
 * when it has one, and a retry. Shown on AllWallets and, under the recommended wallets, on
 * Connect, whose first load would otherwise fail unseen.
 */
export const WalletsError = ({
  error,
  retry,
}: {
  readonly error: string | undefined
  readonly retry: () => void
}) => {
  const t = useT()
  return (
    <div className="latch-center" data-latch-wallets-error="">
      <p className="latch-error" role="alert">
        <strong>{t('allWallets.error')}</strong>
        {error && (
          <>
            <br />
            <span data-latch-error="">{error}</span>
          </>
        )}
      </p>
      <button type="button" className="latch-button" onClick={retry}>
        {t('allWallets.retry')}
      </button>
    </div>
  )
}
