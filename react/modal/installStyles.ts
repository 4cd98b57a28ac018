import { styles } from './styles.ts'

// One constructed sheet per document, shared by every shadow root of the modal in it.
const sheets = new WeakMap<Document, CSSStyleSheet>()

/**
 * Gives a shadow root the modal's stylesheet: as a constructed `CSSStyleSheet` in
 * `adoptedStyleSheets`, which a strict Content-Security-Policy (`style-src` without
 * 'unsafe-inline') allows where a `<style>` element is refused; or, where constructable
 * stylesheets are missing (Safari before 16.4: the constructor, `replaceSync` or
 * `adoptedStyleSheets` throws), as a `<style>` element. Safe to call again on the same root.
 */
export const installStyles = (root: ShadowRoot): void => {
  const document = root.ownerDocument
  try {
    let sheet = sheets.get(document)
    if (!sheet) {
      sheet = new (document.defaultView as typeof globalThis).CSSStyleSheet()
      sheet.replaceSync(styles)
      sheets.set(document, sheet)
    }
    const adopted = root.adoptedStyleSheets
    if (!adopted.includes(sheet)) root.adoptedStyleSheets = [...adopted, sheet]
  } catch {
    if (root.querySelector('style[data-latch-styles]')) return
    const style = document.createElement('style')
    style.setAttribute('data-latch-styles', '')
    style.textContent = styles
    root.prepend(style)
  }
}
