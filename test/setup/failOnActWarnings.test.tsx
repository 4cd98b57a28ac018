// @vitest-environment happy-dom
import { act, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it, vi } from 'vitest'
import { isActWarning, recordActWarning, takeActWarnings } from './failOnActWarnings.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let bump = () => {}
const Counter = () => {
  const [n, setN] = useState(0)
  useEffect(() => {
    bump = () => setN((x) => x + 1)
  }, [])
  return <span>{n}</span>
}

describe('failOnActWarnings', () => {
  it('behavior: an update outside act is caught, named, and taken off the list', async () => {
    const container = document.createElement('div')
    const root = createRoot(container)
    await act(async () => root.render(<Counter />))
    expect(takeActWarnings()).toEqual([])
    // Recorded as the hook does, without printing: the suite's output stays free of act() warnings.
    const quiet = vi.spyOn(console, 'error').mockImplementation((...args) => recordActWarning(args))
    bump()
    quiet.mockRestore()
    const caught = takeActWarnings()
    expect(caught).toHaveLength(1)
    expect(caught[0]).toMatch(/^An update to Counter inside a test was not wrapped in act\(/)
    await act(async () => root.unmount())
  })

  it('parameters: only React’s act() warnings count', () => {
    expect(isActWarning(['An update to %s inside a test was not wrapped in act(...).', 'X'])).toBe(
      true,
    )
    expect(isActWarning(['A component suspended inside an `act` scope, but …'])).toBe(true)
    expect(isActWarning(['Warning: Each child in a list should have a unique "key" prop.'])).toBe(
      false,
    )
    expect(isActWarning([new Error('react happened')])).toBe(false)
  })
})
