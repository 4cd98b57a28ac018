import { DARK_PALETTE, LIGHT_PALETTE, paletteCss } from '../../frame/index.ts'

/**
 * The frame page's stylesheet (`/frame/frame.css`, the only style the CSP lets in): the
 * approval UI in the modal's colours, light and dark, overridable by the synced theme's
 * `--latch-*` variables (a colour set only when it stays legible: frame/themeLegibility.ts).
 */
export const framePageCss = `
:root {
${paletteCss(LIGHT_PALETTE)}
  --latch-radius: 16px;
  --latch-font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  color-scheme: light;
}
:root[data-theme='dark'] {
${paletteCss(DARK_PALETTE)}
  color-scheme: dark;
}
* { box-sizing: border-box; }
html, body { margin: 0; height: 100%; background: var(--latch-bg); color: var(--latch-fg); }
body { font: 14px/1.4 var(--latch-font-family); }
.approval { display: flex; flex-direction: column; gap: 8px; height: 100%; padding: 4px 2px; }
.from { margin: 0; color: var(--latch-muted); font-size: 13px; overflow-wrap: anywhere; }
.origin { color: var(--latch-fg); font-weight: 600; }
h1 { margin: 0; font-size: 17px; font-weight: 600; }
dl { margin: 0; flex: 1; min-height: 0; overflow: auto; overscroll-behavior: contain; display: flex; flex-direction: column; gap: 4px; }
.row { display: flex; justify-content: space-between; gap: 12px; padding: 6px 10px; border-radius: 10px; background: var(--latch-surface); }
.row.long { flex-direction: column; gap: 4px; }
dt { color: var(--latch-muted); flex: none; }
dd { margin: 0; text-align: right; overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }
.row.long dd { text-align: left; white-space: pre-wrap; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 12px; }
.hint { margin: 0; color: var(--latch-muted); font-size: 12px; text-align: center; }
body.popup { padding: 16px; }
.more { margin: 0; color: var(--latch-muted); font-size: 12px; }
.buttons { display: flex; gap: 8px; }
button { flex: 1; font: inherit; font-weight: 600; padding: 10px 12px; border-radius: 12px; cursor: pointer; border: 1px solid var(--latch-border); }
button:focus-visible { outline: 2px solid var(--latch-accent); outline-offset: 2px; }
button:disabled { opacity: 0.55; cursor: not-allowed; }
.reject { background: var(--latch-surface); color: var(--latch-fg); }
.approve { background: var(--latch-accent); color: var(--latch-accent-text); border-color: var(--latch-accent); }
`
