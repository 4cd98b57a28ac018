// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makePlace } from '../../../../runtime/connectors/embedded/authFrame.ts'

const place = { top: 10, left: 20, width: 300, height: 400 }

/** A frame in the page and a button beside it, as the modal's page has. */
const setup = () => {
  const iframe = document.createElement('iframe')
  iframe.tabIndex = -1
  const button = document.createElement('button')
  document.body.append(iframe, button)
  return { iframe, button, placeFrame: makePlace(iframe, window) }
}

// The frame takes the focus on a timer of 0 ms, after the modal's own focus handling.
beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

describe('makePlace', () => {
  it('behavior: hiding the frame while it has the keyboard takes the keyboard out of it', () => {
    const { iframe, placeFrame } = setup()
    placeFrame(place)
    vi.runAllTimers()
    expect(document.activeElement).toBe(iframe)
    placeFrame(undefined)
    expect(iframe.style.width).toBe('0px')
    expect(document.activeElement).not.toBe(iframe)
  })

  it('behavior: a focus the modal already took back stays where it is when the frame hides', () => {
    const { iframe, button, placeFrame } = setup()
    placeFrame(place)
    vi.runAllTimers()
    expect(document.activeElement).toBe(iframe)
    button.focus()
    placeFrame(undefined)
    expect(document.activeElement).toBe(button)
  })
})
