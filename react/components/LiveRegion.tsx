import type { ReactNode } from 'react'

/**
 * A polite live region (`role="status"`) that is in the DOM from the view's first render, empty
 * until it has something to say: screen readers announce a change inside a region they already
 * watch, and may say nothing of one that arrives already filled. Empty, it takes no room (the
 * visually-hidden class keeps it in the accessibility tree, out of the layout); `data` holds
 * its test attributes.
 */
export const LiveRegion = ({
  className,
  data,
  children,
}: {
  /** The classes while it shows something. */
  readonly className?: string | undefined
  readonly data?: Readonly<Record<`data-${string}`, string>> | undefined
  readonly children?: ReactNode
}) => {
  const empty = children === undefined || children === null || children === false
  return (
    <p
      className={empty ? 'latch-visually-hidden' : className}
      role="status"
      aria-live="polite"
      {...data}
    >
      {empty ? null : children}
    </p>
  )
}
