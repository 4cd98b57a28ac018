import { useT } from '../i18n/useT.ts'

/** A spinner with an accessible label. */
export const Spinner = ({ label }: { readonly label?: string }) => {
  const t = useT()
  return (
    <div className="latch-spinner" role="progressbar" aria-label={label ?? t('modal.loading')} />
  )
}
