import { type ComponentType, lazy, type ReactNode, useEffect, useState } from 'react'

/** A view's code that loads ahead of use (`preload`) and is kept once loaded. */
export interface PreloadableCode {
  /** Starts loading the code (again after a failure); resolves with the component. */
  readonly preload: () => Promise<ComponentType>
  /** The component once its code is in. */
  readonly loaded: () => ComponentType | undefined
  /** A React.lazy of the same code: what a failed load renders (it throws to the boundary). */
  readonly Retry: ComponentType
}

/** The code `load()` brings, preloadable: see `PreloadedView`. */
export const preloadable = (load: () => Promise<ComponentType>): PreloadableCode => {
  let loaded: ComponentType | undefined
  const preload = () =>
    load().then((component) => {
      loaded = component
      return component
    })
  return {
    preload,
    loaded: () => loaded,
    Retry: lazy(() => preload().then((component) => ({ default: component }))),
  }
}

/**
 * A lazily loaded view that never suspends. React.lazy suspends on its first render even when
 * the chunk is already in (its promise settles a microtask later), and React 19 then holds the
 * boundary's content back until 300 ms after the last fallback it committed
 * (FALLBACK_THROTTLE_MS): Account shown through it came up to 300 ms after its data (issue 30,
 * click → Account with tokens). This renders the loaded component in the same render; before
 * that it renders `fallback`, then the component with a plain state update (no throttle). A
 * load that fails renders `code.Retry`, which loads again and throws to the error boundary as
 * every lazy view does.
 */
export const PreloadedView = ({
  code,
  fallback,
}: {
  readonly code: PreloadableCode
  readonly fallback: ReactNode
}) => {
  const [Shown, setShown] = useState<ComponentType | undefined>(code.loaded)
  useEffect(() => {
    if (Shown) return
    let live = true
    code.preload().then(
      (component) => live && setShown(() => component),
      () => live && setShown(() => code.Retry),
    )
    return () => {
      live = false
    }
  }, [Shown, code])
  return Shown ? <Shown /> : fallback
}
