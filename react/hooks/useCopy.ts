import { useEffect, useState } from 'react'

/** Our choice: how long a copy button shows that it copied before it reads "copy" again. */
const COPIED_MS = 2_000

/**
 * Copies `text` to the clipboard on `copy()`; `copied` is true for a moment once it is there
 * (a refused clipboard leaves it false).
 */
export const useCopy = (text: string): readonly [copied: boolean, copy: () => void] => {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copied])
  const copy = () => {
    globalThis.navigator?.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => undefined,
    )
  }
  return [copied, copy]
}
