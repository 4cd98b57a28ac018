/**
 * The Account view's stylesheet (with its token and activity lists), adopted beside the
 * modal's own when the view first mounts: it loads with the view's lazy chunk, so none of it
 * weighs on the connect path. Logical properties only, so Arabic mirrors.
 */
export const accountStyles = `
.latch-account-head{display:flex;flex-direction:column;align-items:center;gap:2px;text-align:center}
.latch-avatar-slot{width:72px;height:72px;margin-block-end:10px;border-radius:50%;overflow:hidden;background:var(--latch-surface)}
.latch-avatar-slot>*{display:block;width:100%;height:100%;object-fit:cover}
.latch-name-row{display:flex;align-items:center;gap:2px;max-width:100%}
.latch-name{margin:0;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-size:18px;font-weight:600}
.latch-mini{flex:none;display:inline-flex;align-items:center;justify-content:center;width:28px;height:28px;border:0;border-radius:8px;background:none;color:var(--latch-muted);cursor:pointer}
.latch-balance{margin:0;font-size:15px;font-weight:500}
.latch-usd{margin:0;font-size:13px;color:var(--latch-muted)}
.latch-chips{display:flex;flex-wrap:wrap;justify-content:center;gap:6px;margin-block-start:10px}
.latch-chip{display:inline-flex;align-items:center;gap:4px;height:32px;padding-inline:6px 9px;font-size:13px;border:1px solid var(--latch-border);border-radius:16px;background:var(--latch-bg);cursor:pointer;font-weight:500}
.latch-features{display:flex;gap:8px}
.latch-feature{flex:1 1 0;min-width:0;display:flex;flex-direction:column;align-items:center;gap:4px;padding:10px 4px 8px;border:0;border-radius:var(--latch-radius-control);background:var(--latch-surface);cursor:pointer;font-size:12px;font-weight:500}
.latch-feature svg{color:var(--latch-link)}
.latch-mini:hover,.latch-chip:hover,.latch-feature:hover{background:var(--latch-border)}
.latch-tabs{display:flex;padding:3px;border-radius:var(--latch-radius-control);background:var(--latch-surface)}
.latch-tab{flex:1;padding:6px;border:0;border-radius:calc(var(--latch-radius-control) - 3px);background:none;color:var(--latch-muted);cursor:pointer;font-weight:500}
.latch-tab[aria-selected=true]{background:var(--latch-bg);color:var(--latch-fg);box-shadow:0 1px 3px rgba(0,0,0,.15)}
.latch-token-icon{display:inline-flex;flex:none;align-items:center;justify-content:center;width:32px;height:32px;border-radius:50%;background:var(--latch-surface);font-weight:600}
.latch-line{display:block;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.latch-line .latch-tag{margin-inline-start:6px}
.latch-end{text-align:end;white-space:nowrap}
.latch-year{margin:8px 0 0;font-weight:600;text-align:start}
`
