import { describe, expect, it } from 'vitest'
import { drawnReadable } from '../../frame/approvalScale.ts'
import { FRAME_APPROVAL_MIN_DRAWN_SCALE } from '../../runtime/constants.ts'

describe('drawnReadable', () => {
  it('attack: a frame a page shrank with CSS zoom 0.2 (devicePixelRatio 0.2, 0.4 on a 2× screen) is too small to approve in place', () => {
    // Chromium reports float32 values: 0.2 is 0.20000000298023224.
    expect(drawnReadable(0.20000000298023224)).toBe(false)
    expect(drawnReadable(0.4000000059604645)).toBe(false)
    expect(drawnReadable(0.5)).toBe(false)
  })

  it('behavior: a frame drawn at or above the floor approves in place (1×, 2×, 3× screens, the visitor’s own 75 % zoom)', () => {
    expect(FRAME_APPROVAL_MIN_DRAWN_SCALE).toBe(0.75)
    for (const ratio of [0.75, 0.9, 1, 1.25, 2, 3]) expect(drawnReadable(ratio)).toBe(true)
    expect(drawnReadable(0.74)).toBe(false)
  })
})
