import { describe, expect, it } from 'vitest'
import { drawnReadable, pointerScale } from '../../frame/approvalScale.ts'
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

  it('behavior: the pointer reads screen points per CSS pixel of the frame, without the screen’s density', () => {
    // Pointer positions Chromium reported in a frame (screen points, frame CSS pixels).
    const at = (screenX: number, clientX: number) => ({
      screenX,
      clientX,
      screenY: 117,
      clientY: 20,
    })
    expect(pointerScale(at(15, 5), at(25, 15))).toBeUndefined() // 10 CSS px: too little to tell
    expect(pointerScale(at(15, 5), at(45, 35))).toBe(1) // zoom 1, any screen
    expect(pointerScale(at(15, 25), at(45, 175))).toBe(0.2) // CSS zoom 0.2, on a 1× or a 2× screen
    expect(pointerScale(at(12.5, 5), at(27.5, 35))).toBe(0.5) // the visitor's browser zoom 50 %
    // The frame moved under a still pointer: the screen did not move, nothing is read.
    expect(pointerScale(at(15, 5), at(15, 65))).toBeUndefined()
  })
})
