import { useEffect, useState } from 'react'

/**
 * A copy-link button's state: `copy` writes `link` to the clipboard and sets `copied` once it
 * is there (a refusal leaves it unset); a new link is a new one to copy, and unsets it.
 */
export const useCopyLink = (link: string | undefined) => {
  const [copied, setCopied] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new link is a new one to copy
  useEffect(() => setCopied(false), [link])
  const copy = () => {
    if (!link) return
    globalThis.navigator?.clipboard?.writeText(link).then(
      () => setCopied(true),
      () => undefined,
    )
  }
  return { copied, copy }
}
