import { describe, expect, test } from 'vitest'
import { fastestFrame } from '../../bench/fastestFrame.ts'

describe('fastestFrame', () => {
  test('default: the earliest frame of the loads that saw their button', () => {
    expect(fastestFrame([{ frame: 14 }, null, { frame: 9 }, { frame: 31 }])).toBe(9)
  })

  test('behavior: loads without a frame (never seen, or recorded before frames) are left out', () => {
    expect(fastestFrame([{ frame: null }, {}, { frame: 12 }])).toBe(12)
    expect(fastestFrame([null, { frame: undefined }])).toBeNull()
  })
})
