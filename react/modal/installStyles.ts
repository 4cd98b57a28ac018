import { styles } from './styles.ts'

// One constructed sheet per stylesheet and document, shared by every shadow root of the modal.
const sheets = new WeakMap<Document, Map<string, CSSStyleSheet>>()

/**
 * Gives a shadow root a stylesheet of the modal (its main one unless `css` says; a lazy view
 * brings its own, so its rules stay out of the connect path): as a constructed `CSSStyleSheet`
 * in `adoptedStyleSheets`, which a strict Content-Security-Policy (`style-src` without
 * 'unsafe-inline') allows where a `<style>` element is refused; or, where constructable
 * stylesheets are missing (Safari before 16.4: the constructor, `replaceSync` or
 * `adoptedStyleSheets` throws), as a `<style>` element after those before it. Safe to call again
 * on the same root.
 */
export const installStyles = (root: ShadowRoot, css = styles): void => {
  const document = root.ownerDocument
  try {
    const known = sheets.get(document) ?? new Map<string, CSSStyleSheet>()
    sheets.set(document, known)
    let sheet = known.get(css)
    if (!sheet) {
      sheet = new (document.defaultView as typeof globalThis).CSSStyleSheet()
      sheet.replaceSync(css)
      known.set(css, sheet)
    }
    const adopted = root.adoptedStyleSheets
    if (!adopted.includes(sheet)) root.adoptedStyleSheets = [...adopted, sheet]
  } catch {
    for (const style of root.querySelectorAll('style')) if (style.textContent === css) return
    const style = document.createElement('style')
    style.textContent = css
    root.append(style)
  }
}
