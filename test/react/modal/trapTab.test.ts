// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { trapTab } from '../../../react/modal/trapTab.ts'

/** A dialog as a preview draws it: the header's buttons, then the focused region with its own. */
const dialog = () => {
  const container = document.createElement('div')
  container.tabIndex = -1
  container.innerHTML = `
    <button id="header-back">←</button><button id="close">×</button>
    <section id="preview" tabindex="-1"><p>Sending 1 ETH</p>
      <button id="back">Back</button><button id="send">Send</button></section>`
  document.body.append(container)
  const at = (id: string) => container.querySelector(`#${id}`) as HTMLElement
  return { container, at }
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('trapTab', () => {
  it("behavior: Tab from a preview's focused region goes to its first control, not back to the dialog's first", () => {
    const { container, at } = dialog()
    at('preview').focus()
    expect(trapTab(container, at('preview'), false)).toBe(true)
    expect(document.activeElement).toBe(at('back'))
  })

  it('behavior: Shift+Tab from the region goes to the control before it', () => {
    const { container, at } = dialog()
    at('preview').focus()
    expect(trapTab(container, at('preview'), true)).toBe(true)
    expect(document.activeElement).toBe(at('close'))
  })

  it('default: Tab from the last control wraps to the first, Shift+Tab from the first to the last; between them the browser moves', () => {
    const { container, at } = dialog()
    expect(trapTab(container, at('send'), false)).toBe(true)
    expect(document.activeElement).toBe(at('header-back'))
    expect(trapTab(container, at('header-back'), true)).toBe(true)
    expect(document.activeElement).toBe(at('send'))
    expect(trapTab(container, at('close'), false)).toBe(false)
  })

  it('behavior: from the dialog itself Tab goes to the first control and Shift+Tab to the last; from outside focus is pulled in', () => {
    const { container, at } = dialog()
    expect(trapTab(container, container, false)).toBe(true)
    expect(document.activeElement).toBe(at('header-back'))
    expect(trapTab(container, container, true)).toBe(true)
    expect(document.activeElement).toBe(at('send'))
    expect(trapTab(container, document.body, false)).toBe(true)
    expect(document.activeElement).toBe(at('header-back'))
  })
})
