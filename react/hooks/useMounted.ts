import { useEffect, useState } from 'react'

/**
 * False on the server and in the first (hydrating) render, true once mounted: what a lazily
 * loaded part waits for, so the server's markup and the first client render agree
 * (`renderToString` cannot wait for a lazy component).
 */
export const useMounted = (): boolean => {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return mounted
}
