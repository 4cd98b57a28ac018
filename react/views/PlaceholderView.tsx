import type { ViewName } from '../../runtime/index.ts'
import { useT } from '../i18n/useT.ts'

/** A view of SPEC §2 whose flow has not landed yet: says so instead of pretending. */
export const PlaceholderView = ({ view }: { readonly view: ViewName }) => {
  const t = useT()
  return (
    <div className="latch-center" data-latch-view={view} data-state="unavailable">
      <p className="latch-muted">{t('placeholder.coming')}</p>
    </div>
  )
}
