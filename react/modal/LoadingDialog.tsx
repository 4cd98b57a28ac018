import { Spinner } from '../components/Spinner.tsx'
import { useT } from '../i18n/useT.ts'

/**
 * SPEC §4 modal state `loading`: what an open shows while the runtime it waits for arrives (a
 * click before the page went idle). A busy dialog with a spinner; the real one replaces it.
 */
export const LoadingDialog = () => {
  const t = useT()
  return (
    <div
      className="latch-dialog"
      role="dialog"
      aria-modal="true"
      aria-busy="true"
      aria-label={t('modal.loading')}
      data-latch-loading=""
      tabIndex={-1}
    >
      <div className="latch-center">
        <Spinner />
      </div>
    </div>
  )
}
