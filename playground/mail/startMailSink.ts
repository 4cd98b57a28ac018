import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { type InboxMessage, parseMail } from './parseMail.ts'

/** A running dev mail sink: SMTP in, an inbox page and `GET /messages` out. */
export type MailSink = {
  /** The inbox page, e.g. `http://127.0.0.1:8791`. */
  readonly url: string
  readonly smtp: { readonly host: string; readonly port: number }
  /** Newest first. */
  readonly messages: () => readonly InboxMessage[]
  readonly stop: () => Promise<void>
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const inboxPage = (messages: readonly InboxMessage[]) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Latch dev inbox</title></head>
<body><main><h1>Latch dev inbox</h1><p>Mail the playground sent, newest first. JSON: <a href="/messages">/messages</a>.</p>
${
  messages.length === 0
    ? '<p>No mail yet.</p>'
    : `<ol>${messages
        .map(
          (m) =>
            `<li><article><h2>${escapeHtml(m.subject)}</h2><p>To: ${escapeHtml(m.to)}</p><pre>${escapeHtml(m.text)}</pre></article></li>`,
        )
        .join('')}</ol>`
}</main></body></html>
`

const listen = (server: Server | SMTPServer, port: number, host: string) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })

/**
 * The playground's local SMTP sink (smtp-server): keeps every message in memory (the last
 * 200) and serves a dev inbox page and `GET /messages` (JSON, newest first,
 * `{ to, subject, text, code, link }`). Nothing leaves 127.0.0.1.
 *
 * @example
 * import { startMailSink } from './startMailSink.ts'
 * const mail = await startMailSink({ smtpPort: 0, httpPort: 0 })
 * console.log(`Mail: ${mail.url}`)
 */
export const startMailSink = async (options: {
  readonly smtpPort: number
  readonly httpPort: number
  readonly host?: string
}): Promise<MailSink> => {
  const host = options.host ?? '127.0.0.1'
  const inbox: InboxMessage[] = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 1_000_000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address)
        inbox.unshift(parseMail(Buffer.concat(chunks).toString('utf8'), to))
        inbox.length = Math.min(inbox.length, 200)
        callback()
      })
    },
  })
  const http = createServer((req, res) => {
    const path = new URL(req.url ?? '/', `http://${host}`).pathname
    if (req.method === 'GET' && path === '/messages') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
      res.end(JSON.stringify(inbox))
      return
    }
    if (req.method === 'GET' && path === '/') {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': "default-src 'none'",
      })
      res.end(inboxPage(inbox))
      return
    }
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
    res.end('Not found')
  })
  await listen(smtp, options.smtpPort, host)
  try {
    await listen(http, options.httpPort, host)
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
    throw error
  }
  const smtpPort = (smtp.server.address() as AddressInfo).port
  const httpPort = (http.address() as AddressInfo).port
  return {
    url: `http://${host}:${httpPort}`,
    smtp: { host, port: smtpPort },
    messages: () => [...inbox],
    stop: async () => {
      await new Promise<void>((resolve) => {
        http.close(() => resolve())
        http.closeAllConnections()
      })
      await new Promise<void>((resolve) => smtp.close(() => resolve()))
    },
  }
}
