import { describe, expect, it } from 'vitest'
import { FONT_STACKS, readPageOptions } from '../../playground/app/readPageOptions.ts'

describe('readPageOptions', () => {
  it('default: dark, English, no theme variables', () => {
    expect(readPageOptions('')).toEqual({
      siwx: 'optional',
      themeMode: 'dark',
      networks: undefined,
      locale: undefined,
      themeVariables: {},
    })
  })

  it('parameters: the Theme panel’s options become locale and themeVariables', () => {
    const options = readPageOptions(
      '?theme=light&locale=ar&accent=%23e11d48&radius=4&font=serif&z=2000',
    )
    expect(options.themeMode).toBe('light')
    expect(options.locale).toBe('ar')
    expect(options.themeVariables).toEqual({
      '--latch-accent': '#e11d48',
      '--latch-radius': '4px',
      '--latch-font-family': FONT_STACKS.serif,
      '--latch-z-index': '2000',
    })
  })

  it('behavior: values createLatch or CSS would choke on are dropped', () => {
    const options = readPageOptions('?locale=de&accent=red;x&radius=-1&font=comic&z=abc')
    expect(options.locale).toBeUndefined()
    expect(options.themeVariables).toEqual({})
  })
})
