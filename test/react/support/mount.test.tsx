// @vitest-environment happy-dom
import { useEffect } from 'react'
import { describe, expect, it } from 'vitest'
import { mount } from './mount.tsx'

// The tests of this file run in order: each checks what the one before it left behind.
const roots = { mounted: 0, unmounted: 0 }
const Probe = () => {
  useEffect(() => {
    roots.mounted++
    return () => {
      roots.unmounted++
    }
  }, [])
  return <p data-probe />
}

describe('mount', () => {
  it('behavior: a test may mount twice and never unmount', async () => {
    await mount(<Probe />)
    await mount(<Probe />)
    document.body.append(document.createElement('aside'))
    expect(document.querySelectorAll('[data-probe]')).toHaveLength(2)
    expect(roots).toEqual({ mounted: 2, unmounted: 0 })
  })

  it('behavior: when it ends, both roots are unmounted and the body is empty', async () => {
    expect(roots).toEqual({ mounted: 2, unmounted: 2 })
    expect(document.body.innerHTML).toBe('')
  })

  it('behavior: an early unmount is not done again when the test ends', async () => {
    const first = await mount(<Probe />)
    await first.unmount()
    await first.unmount()
    expect(roots).toEqual({ mounted: 3, unmounted: 3 })
    await mount(<Probe />)
    expect(document.querySelectorAll('[data-probe]')).toHaveLength(1)
  })

  it('behavior: the end of that test unmounted only the root still mounted', () => {
    expect(roots).toEqual({ mounted: 4, unmounted: 4 })
    expect(document.body.innerHTML).toBe('')
  })
})
