import { playground } from './openPlayground.ts'

type InboxMessage = { to: string; subject: string; text: string; code: string | null }

/**
 * The newest code the playground's dev inbox holds for `email`, polled until it arrives.
 *
 * @example
 * import { codeFor } from './support/emailInbox.ts'
 * const code = await codeFor('ada@example.com')
 */
export const codeFor = async (email: string): Promise<string> => {
  const deadline = Date.now() + 15_000
  for (;;) {
    const messages = (await (
      await fetch(`${playground().mailUrl}/messages`)
    ).json()) as InboxMessage[]
    const mine = messages.find((m) => m.to === email)
    if (mine?.code) return mine.code
    if (Date.now() > deadline) throw new Error(`no code mailed to ${email}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
