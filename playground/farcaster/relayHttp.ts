import type { IncomingMessage, ServerResponse } from 'node:http'

/** `value` with HTML's special characters as character references. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** A JSON answer, never cached. */
export const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  })
  res.end(JSON.stringify(body))
}
/** A small HTML page (no script), never cached. */
export const page = (res: ServerResponse, status: number, title: string, body: string) => {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
  })
  res.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)}</title>
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}label{display:block;margin:.75rem 0}input{display:block;width:100%;padding:.4rem;font:inherit}button{margin-top:1rem;padding:.5rem 1rem;font:inherit}</style>
</head><body><main>${body}</main></body></html>
`)
}

/** The request body as text, up to 16 KiB. */
export const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let text = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => {
      text += chunk
      if (text.length > 16_384) req.destroy(new Error('body too large'))
    })
    req.on('end', () => resolve(text))
    req.on('error', reject)
  })

/** The bearer token of the request, if any. */
export const bearer = (req: IncomingMessage) => {
  const header = req.headers.authorization ?? ''
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined
}

/** `value` when it is a non-empty string of at most `max` characters. */
export const text = (value: unknown, max = 300) =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined
