import { styles } from './styles.ts'

// One constructed sheet per document, shared by every shadow root of the modal in it.
const sheets = new WeakMap<Document, CSSStyleSheet>()

/**
 * Gives a shadow root the modal's stylesheet as a constructed `CSSStyleSheet` in
 * `adoptedStyleSheets`, which a strict Content-Security-Policy (`style-src` without
 * 'unsafe-inline') allows where a `<style>` element is refused. Returns false when the
 * browser has no constructable stylesheets (Safari before 16.4), so the caller falls back to
 * a `<style>` element. Safe to call again on the same root.
 */
export const adoptStyles = (root: ShadowRoot): boolean => {
  const view = root.ownerDocument.defaultView
  if (!view || !('adoptedStyleSheets' in root) || !('replaceSync' in view.CSSStyleSheet.prototype))
    return false
  try {
    let sheet = sheets.get(root.ownerDocument)
    if (!sheet) {
      sheet = new view.CSSStyleSheet()
      sheet.replaceSync(styles)
      sheets.set(root.ownerDocument, sheet)
    }
    if (!root.adoptedStyleSheets.includes(sheet))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
    return true
  } catch {
    return false
  }
}
