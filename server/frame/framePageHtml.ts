import type { FrameConfig } from '../../frame/index.ts'

const escapeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')

/**
 * The frame page: no inline script (the config is a JSON data block, which never runs), one
 * script and one stylesheet from the frame's own origin.
 */
export const framePageHtml = (config: FrameConfig): string => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Latch secure frame</title><link rel="stylesheet" href="/frame/frame.css"></head>
<body>
<script type="application/json" id="latch-frame-config">${escapeJson(config)}</script>
<script src="/frame/frame.js"></script>
</body>
</html>
`

/**
 * The frame page's Content-Security-Policy: nothing but its own script and stylesheet, requests to itself and
 * the chains' RPC, and only the project's origins may embed it (`frame-ancestors`; `'none'`
 * when the project allows none).
 */
export const framePageCsp = (config: FrameConfig): string => {
  const rpc = [...new Set(config.chains.map((c) => new URL(c.rpcUrl).origin))]
  const ancestors = config.allowedOrigins.length > 0 ? config.allowedOrigins.join(' ') : "'none'"
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src 'self' ${rpc.join(' ')}`.trim(),
    `frame-ancestors ${ancestors}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
}

/** The approval popup (F7): one script and the frame's stylesheet, nothing inline. */
export const approvalPopupHtml = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Approve a request</title><meta name="viewport" content="width=device-width"><link rel="stylesheet" href="/frame/frame.css"></head>
<body class="popup">
<script src="/frame/approval.js"></script>
</body>
</html>
`

/** The approval popup's CSP: its own script and style, no requests, never framed. */
export const approvalPopupCsp = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ')
