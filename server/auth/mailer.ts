import { createTransport } from 'nodemailer'
import {
  DEVICE_APPROVAL_TTL_MS,
  EMAIL_CODE_TTL_MS,
  EMAIL_FAILURE_HARD_STOP,
  EMAIL_UNLOCK_TTL_MS,
} from './authConstants.ts'

/** Sends the auth service's e-mails. */
export interface Mailer {
  readonly sendCode: (to: string, code: string) => Promise<void>
  /**
   * SPEC §4 VERIFY_DEVICE: the link that approves a new device for this address; `asked` says
   * which browser asks, for which app, and when (askerSentence).
   */
  readonly sendDeviceApproval: (to: string, link: string, asked: string) => Promise<void>
  /**
   * SPEC §4 e-mail update: `primary` goes to the current address (to confirm the change to
   * `newEmail`), `secondary` to the new one (to confirm it is theirs).
   */
  readonly sendUpdateCode: (
    to: string,
    code: string,
    step: 'primary' | 'secondary',
    newEmail: string,
  ) => Promise<void>
  /** Security-r3 F8: the link that lifts the stop on an address after too many wrong codes. */
  readonly sendUnlock: (to: string, link: string) => Promise<void>
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
    // The local sink speaks plain SMTP; any other server is TLS from the start (`secure`) or
    // must upgrade with STARTTLS: codes are never sent in the clear over the network.
    ignoreTLS: options.host === '127.0.0.1' && !options.secure,
    requireTLS: options.host !== '127.0.0.1' && !options.secure,
    ...(options.auth ? { auth: { user: options.auth.user, pass: options.auth.pass } } : {}),
  })
  const minutes = Math.round(EMAIL_CODE_TTL_MS / 60_000)
  const linkMinutes = Math.round(DEVICE_APPROVAL_TTL_MS / 60_000)
  const send = (to: string, subject: string, text: string) =>
    transport.sendMail({ from: options.from ?? 'Latch <login@latch.localhost>', to, subject, text })
  const unlockMinutes = Math.round(EMAIL_UNLOCK_TTL_MS / 60_000)
  return {
    sendUnlock: async (to, link) => {
      await send(
        to,
        'Your wallet login is stopped',
        `Someone entered ${EMAIL_FAILURE_HARD_STOP} wrong login codes for this e-mail, so logging in with it is stopped.\n\nIf you want to log in again, open this link and unlock it:\n${link}\n\nThe link is valid for ${unlockMinutes} minutes and can be used once. If you did not try to log in, someone may be guessing your codes: leaving it stopped keeps them out.\n`,
      )
    },
    sendCode: async (to, code) => {
      await send(
        to,
        `${code} is your login code`,
        `Your login code is ${code}.\n\nIt is valid for ${minutes} minutes and can be used once. If you did not ask for it, ignore this e-mail.\n`,
      )
    },
    sendDeviceApproval: async (to, link, asked) => {
      await send(
        to,
        'Approve your new device',
        `Someone is logging in to your wallet from a device (browser) you have not used before. ${asked}\n\nIf it is you, open this link and approve the device:\n${link}\n\nThe link is valid for ${linkMinutes} minutes and can be used once. If it is not you, ignore this e-mail: nobody gets in without it.\n`,
      )
    },
    sendUpdateCode: async (to, code, step, newEmail) => {
      await send(
        to,
        `${code} is your code to change your e-mail`,
        step === 'primary'
          ? `Your code is ${code}: it confirms changing your wallet's e-mail to ${newEmail}.\n\nIt is valid for ${minutes} minutes and can be used once. If you did not ask for it, ignore this e-mail: your e-mail stays as it is.\n`
          : `Your code is ${code}: it confirms ${newEmail} as your wallet's new e-mail.\n\nIt is valid for ${minutes} minutes and can be used once. If you did not ask for it, ignore this e-mail.\n`,
      )
    },
  }
}
