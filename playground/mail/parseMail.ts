/** One message the dev inbox holds (API.md: `{ to, subject, text, code, link }`). */
export type InboxMessage = {
  readonly to: string
  readonly subject: string
  readonly text: string
  /** The first 6-digit number of the text, or null. */
  readonly code: string | null
  /** The first http(s) link of the text (a device approval), or null. */
  readonly link: string | null
}

const decodeQuotedPrintable = (body: string) =>
  body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))

const decodeWords = (value: string) =>
  value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  )

/**
 * Reads the few fields the dev inbox shows from a raw single-part message, as nodemailer
 * writes one (7bit, quoted-printable or base64 text).
 */
export const parseMail = (raw: string, envelopeTo: readonly string[]): InboxMessage => {
  const split = raw.search(/\r?\n\r?\n/)
  const head = split === -1 ? raw : raw.slice(0, split)
  const rawBody = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '')
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase()
  const text =
    encoding === 'base64'
      ? Buffer.from(rawBody.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(rawBody)
        : rawBody
  const to = envelopeTo.join(', ') || decodeWords(headers.get('to') ?? '')
  return {
    to,
    subject: decodeWords(headers.get('subject') ?? ''),
    text: text.replace(/\r\n/g, '\n'),
    code: /\b(\d{6})\b/.exec(text)?.[1] ?? null,
    link: /\bhttps?:\/\/[^\s<>"]+/.exec(text)?.[0] ?? null,
  }
}
