import { useEffect, useRef } from 'react'
import { useT } from '../i18n/useT.ts'

/**
 * The end of an infinitely scrolling list: a sentinel that calls `onMore` when it scrolls
 * into view (IntersectionObserver), or a "Load more" button where there is no
 * IntersectionObserver. Render it only while there is more to load and nothing is loading.
 */
export const LoadMore = ({ onMore }: { readonly onMore: () => void }) => {
  const t = useT()
  const sentinel = useRef<HTMLLIElement>(null)
  const observable = typeof globalThis.IntersectionObserver === 'function'
  // The latest callback without re-observing on each render.
  const more = useRef(onMore)
  more.current = onMore

  useEffect(() => {
    const target = sentinel.current
    if (!observable || !target) return
    const observer = new globalThis.IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) more.current()
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [observable])

  return observable ? (
    <li ref={sentinel} data-latch-load-more="sentinel" aria-hidden="true" />
  ) : (
    <li data-latch-load-more="button">
      <button type="button" className="latch-button" data-variant="secondary" onClick={onMore}>
        {t('allWallets.loadMore')}
      </button>
    </li>
  )
}
