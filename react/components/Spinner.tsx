import { t } from '../i18n/t.ts'

/** A spinner with an accessible label. */
export const Spinner = ({ label = t('modal.loading') }: { readonly label?: string }) => (
  <div className="latch-spinner" role="progressbar" aria-label={label} />
)
