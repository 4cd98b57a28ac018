import { createTransport } from 'nodemailer'
import { EMAIL_CODE_TTL_MS } from './authConstants.ts'

/** Sends the login code e-mail. */
export interface Mailer {
  readonly sendCode: (to: string, code: string) => Promise<void>
}

/** Where mail goes: an SMTP server (the playground's dev sink by default). */
export interface SmtpOptions {
  readonly host: string
  readonly port: number
  /** Use TLS from the start (port 465); default false. */
  readonly secure?: boolean
  readonly auth?: { readonly user: string; readonly pass: string }
  /** The sender; default `Latch <login@latch.localhost>`. */
  readonly from?: string
}

/**
 * A `Mailer` over SMTP with nodemailer.
 *
 * @example
 * import { smtpMailer } from './mailer.ts'
 * const mailer = smtpMailer({ host: '127.0.0.1', port: 2525 })
 * await mailer.sendCode('ada@example.com', '123456')
 */
export const smtpMailer = (options: SmtpOptions): Mailer => {
  const transport = createTransport({
    host: options.host,
    port: options.port,
    secure: options.secure ?? false,
    // The local sink speaks plain SMTP; a real server is given `secure` or upgrades itself.
    ignoreTLS: options.host === '127.0.0.1' && !options.secure,
    ...(options.auth ? { auth: { user: options.auth.user, pass: options.auth.pass } } : {}),
  })
  const minutes = Math.round(EMAIL_CODE_TTL_MS / 60_000)
  return {
    sendCode: async (to, code) => {
      await transport.sendMail({
        from: options.from ?? 'Latch <login@latch.localhost>',
        to,
        subject: `${code} is your login code`,
        text: `Your login code is ${code}.\n\nIt is valid for ${minutes} minutes and can be used once. If you did not ask for it, ignore this e-mail.\n`,
      })
    },
  }
}
