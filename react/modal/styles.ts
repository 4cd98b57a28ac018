import { MODAL_WIDTH_PX, SHAKE_MS, Z_INDEX } from '../../runtime/constants.ts'
import { SHEET_MEDIA } from './sheetMedia.ts'

/**
 * The modal's whole stylesheet, adopted by its shadow root as a constructed sheet
 * (`installStyles`; a `<style>` only where that is missing) so the host page's CSS cannot reach
 * it (and ours cannot leak out), under a strict CSP too. Theme variables are CSS custom
 * properties on `.latch-root`; the app's `themeVariables` override them inline. No comments
 * inside the sheet (it ships as it is written); the notes on its parts are here:
 * - Text in the accent colour (links); dark gets a lighter one for WCAG AA contrast.
 * - The default accent is `DEFAULT_ACCENT` (format/accentVariables.ts), written out so the sheet
 *   does not pull the accent code into its chunk; an app's accent gets its computed text colour
 *   inline (ModalContent).
 * - Tiles, buttons and inputs follow the dialog's radius (12px at the default 16px).
 * - A bottom sheet on a phone: dragged down by its handle or header (useSheetDrag), it springs
 *   back from a short drag.
 * - Motion: the backdrop darkens, the dialog rises in (slides up as a bottom sheet on a
 *   phone), each new view slides in from the reading direction. Transforms and the backdrop's
 *   colour only — never the content's opacity, so text keeps its contrast at every frame. None
 *   at all for prefers-reduced-motion.
 * - Closing: a still copy of the overlay (leaveGhost) fades out; nothing reads it but the eye.
 * - Right to left (Arabic): the layout mirrors through the logical properties above; arrows turn.
 */
export const styles = `
:host{all:initial}
.latch-root{
--latch-accent:#2563eb;
--latch-accent-text:#ffffff;
--latch-link:var(--latch-accent);
--latch-bg:#ffffff;
--latch-fg:#111827;
--latch-muted:#4b5563;
--latch-surface:#f3f4f6;
--latch-border:#e5e7eb;
--latch-error:#dc2626;
--latch-radius:16px;
--latch-radius-control:calc(var(--latch-radius) * 0.75);
--latch-font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;
font-family:var(--latch-font-family);
font-size:14px;
line-height:1.4;
color:var(--latch-fg);
}
.latch-root[data-theme='dark']{
--latch-bg:#141518;
--latch-fg:#f3f4f6;
--latch-muted:#9ca3af;
--latch-surface:#24262b;
--latch-border:#34363c;
--latch-error:#f87171;
--latch-link:#60a5fa;
}
.latch-root *{box-sizing:border-box;font:inherit;color:inherit}
.latch-overlay{
position:fixed;inset:0;z-index:var(--latch-z-index,${Z_INDEX});
display:flex;align-items:center;justify-content:center;
background:rgba(0,0,0,0.45);
}
.latch-dialog{
width:${MODAL_WIDTH_PX}px;max-width:100%;max-height:90vh;overflow:auto;
background:var(--latch-bg);color:var(--latch-fg);
border:1px solid var(--latch-border);border-radius:var(--latch-radius);
padding:12px 16px 16px;outline:none;
}
section[data-latch-focus-first]{outline:none}
.latch-root .latch-dialog[data-shake='true']{animation:latch-shake ${SHAKE_MS}ms ease-in-out}
@keyframes latch-shake{
0%,100%{transform:translateX(0)}
20%,60%{transform:translateX(-8px)}
40%,80%{transform:translateX(8px)}
}
.latch-grab{display:none}
@media ${SHEET_MEDIA}{
.latch-overlay{align-items:flex-end}
.latch-overlay .latch-dialog{width:100%;border-radius:var(--latch-radius) var(--latch-radius) 0 0;animation-name:latch-sheet-in;transition:transform 280ms cubic-bezier(0.3,1.3,0.5,1)}
.latch-overlay .latch-grab{display:block;height:16px;margin:-8px -16px 0;cursor:grab}
.latch-grab::before{content:'';display:block;width:36px;height:4px;margin:6px auto 0;border-radius:2px;background:var(--latch-muted);opacity:0.5}
.latch-overlay .latch-grab,.latch-overlay .latch-header{touch-action:none}
.latch-root .latch-overlay[data-closing] .latch-dialog{animation-name:latch-sheet-out}
}
.latch-overlay{animation:latch-backdrop-in 160ms ease-out}
.latch-dialog{animation:latch-dialog-in 200ms cubic-bezier(0.2,0.8,0.2,1)}
.latch-view{animation:latch-view-in 180ms ease-out}
[dir='rtl'] .latch-view{animation-name:latch-view-in-rtl}
@keyframes latch-backdrop-in{from{background-color:rgba(0,0,0,0)}}
@keyframes latch-dialog-in{from{transform:translateY(12px) scale(0.98)}}
@keyframes latch-sheet-in{from{transform:translateY(100%)}}
@keyframes latch-sheet-out{to{transform:translateY(100%)}}
@keyframes latch-view-in{from{transform:translateX(12px)}}
@keyframes latch-view-in-rtl{from{transform:translateX(-12px)}}
.latch-overlay[data-closing]{pointer-events:none;animation:latch-backdrop-out 140ms ease-in forwards}
.latch-overlay[data-closing] .latch-dialog{animation:latch-dialog-out 140ms ease-in forwards}
@keyframes latch-backdrop-out{to{background-color:rgba(0,0,0,0)}}
@keyframes latch-dialog-out{to{opacity:0;transform:translateY(8px) scale(0.98)}}
@media (prefers-reduced-motion:reduce){
.latch-overlay,.latch-dialog,.latch-overlay .latch-dialog,.latch-view{animation:none;transition:none}
}
.latch-header{display:flex;align-items:center;gap:8px;min-height:40px;margin-bottom:8px}
.latch-title{flex:1;margin:0;text-align:center;font-weight:600;font-size:16px}
.latch-icon-button{width:32px;height:32px;border:0;border-radius:8px;background:transparent;cursor:pointer}
.latch-icon-button:hover,.latch-tile:hover{background:var(--latch-surface)}
.latch-spacer{width:32px}
[dir='rtl'] [data-latch-back]{transform:scaleX(-1)}
.latch-list{display:flex;flex-direction:column;gap:6px;margin:0;padding:0;list-style:none}
.latch-tile{
display:flex;align-items:center;gap:12px;width:100%;padding:10px 12px;
border:1px solid var(--latch-border);border-radius:var(--latch-radius-control);background:var(--latch-bg);
cursor:pointer;text-align:start;
}
.latch-tile[aria-current='true']{border-color:var(--latch-accent)}
.latch-tile[aria-disabled='true']{cursor:progress}
.latch-tile-name{flex:1}
.latch-mark{flex:none;display:block}
.latch-fieldset{border:0;padding:0;margin:0;min-width:0}
.latch-socials{display:flex;gap:8px}
.latch-social{
flex:1 1 0;min-width:0;height:44px;display:flex;align-items:center;justify-content:center;
border:1px solid var(--latch-border);border-radius:var(--latch-radius-control);background:var(--latch-bg);cursor:pointer;
}
.latch-social:hover{background:var(--latch-surface)}
.latch-divider{display:flex;align-items:center;gap:12px;margin:0;color:var(--latch-muted);font-size:12px}
.latch-divider::before,.latch-divider::after{content:'';flex:1;border-top:1px solid var(--latch-border)}
.latch-tile img,.latch-avatar{width:32px;height:32px;border-radius:8px}
.latch-monogram{display:flex;align-items:center;justify-content:center;flex:none;color:#fff;font-size:12px;font-weight:600;line-height:1}
.latch-tag{font-size:12px;padding:2px 6px;border-radius:6px;background:var(--latch-surface);color:var(--latch-muted)}
.latch-button{
width:100%;padding:10px 12px;border:0;border-radius:var(--latch-radius-control);cursor:pointer;
background:var(--latch-accent);color:var(--latch-accent-text);font-weight:600;
}
.latch-button[data-variant='secondary']{background:var(--latch-surface);color:var(--latch-fg)}
.latch-button:disabled{opacity:0.6;cursor:default}
.latch-input{width:100%;padding:10px 12px;border:1px solid var(--latch-border);border-radius:var(--latch-radius-control);background:var(--latch-bg)}
.latch-muted{color:var(--latch-muted)}
.latch-error{color:var(--latch-error)}
.latch-center{display:flex;flex-direction:column;align-items:center;gap:12px;text-align:center;padding:8px 0}
.latch-stack{display:flex;flex-direction:column;gap:12px}
.latch-row{display:flex;gap:8px}
.latch-message{white-space:pre-wrap;font-family:ui-monospace,monospace;font-size:12px;background:var(--latch-surface);padding:10px;border-radius:12px;max-height:200px;overflow:auto}
.latch-placeholder{display:inline-block;width:96px;height:1em;border-radius:6px;background:var(--latch-surface);animation:latch-pulse 1.2s infinite}
.latch-placeholder.latch-avatar{width:32px;height:32px}
.latch-placeholder-short{width:56px}
.latch-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.latch-qr{width:240px;height:240px;padding:8px;border-radius:12px;background:#ffffff}
.latch-qr svg{display:block;width:100%;height:100%}
.latch-qr-pending{display:flex;align-items:center;justify-content:center;background:var(--latch-surface)}
.latch-link-button{display:block;text-align:center;text-decoration:none}
.latch-spinner{width:40px;height:40px;border:4px solid var(--latch-surface);border-top-color:var(--latch-accent);border-radius:50%;animation:latch-spin 0.8s linear infinite}
@keyframes latch-spin{to{transform:rotate(360deg)}}
@keyframes latch-pulse{50%{opacity:0.5}}
@media (prefers-reduced-motion:reduce){.latch-spinner,.latch-placeholder{animation-duration:3s}}
.latch-flat{margin:0}
.latch-full{width:100%;text-align:start}
.latch-identicon{border-radius:50%}
.latch-row>.latch-button{flex:1}
.latch-row-item{display:flex;align-items:center;gap:12px;padding:8px 4px}
.latch-grow{flex:1;min-width:0;text-align:start}
.latch-month{margin:4px 0;font-size:12px;text-align:start}
.latch-address-full{font-family:ui-monospace,monospace;font-size:12px;word-break:break-all}
.latch-notices{position:fixed;top:16px;left:50%;transform:translateX(-50%);z-index:calc(var(--latch-z-index,${Z_INDEX}) + 1);display:flex;flex-direction:column;gap:8px}
.latch-notice{display:flex;align-items:center;gap:8px;padding:8px 12px;border-radius:12px;background:var(--latch-bg);border:1px solid var(--latch-border)}
.latch-notice[data-variant='error']{border-color:var(--latch-error)}
`
