import { Spinner } from '../../components/Spinner.tsx'
import { WalletIcon } from '../../components/WalletIcon.tsx'
import { useLatch } from '../../hooks/useLatch.ts'
import { useSignalValue } from '../../hooks/useSignalValue.ts'
import { useT } from '../../i18n/useT.ts'
import { useModalUi } from '../../modal/ModalUiContext.ts'

/** ConnectingExternal: a spinner while the wallet asks; its error and a retry on failure. */
export const ConnectingExternalView = () => {
  const t = useT()
  const latch = useLatch()
  const { pending, connectWith } = useModalUi()
  const connectors = useSignalValue(latch.state.connectors)
  const connector = connectors.find((c) => c.id === pending?.connectorId)
  const name = connector?.name ?? pending?.connectorId ?? ''
  const failed = pending?.error !== undefined
  return (
    <div
      className="latch-center"
      data-latch-view="ConnectingExternal"
      data-state={failed ? 'error' : 'loading'}
    >
      <WalletIcon name={name} icon={connector?.icon} />
      {failed ? (
        <>
          <p className="latch-error" role="alert">
            <strong>{t('connecting.failed')}</strong>
            <br />
            <span data-latch-error="">{pending?.error}</span>
          </p>
          <button
            type="button"
            className="latch-button"
            onClick={() => pending && connectWith(pending.connectorId)}
          >
            {t('connecting.retry')}
          </button>
        </>
      ) : (
        <>
          <Spinner label={t('connecting.waiting', { name })} />
          <p>
            <strong>{t('connecting.waiting', { name })}</strong>
          </p>
          <p className="latch-muted">{t('connecting.hint')}</p>
        </>
      )}
    </div>
  )
}
