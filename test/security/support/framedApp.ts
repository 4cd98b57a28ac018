import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FrameLocator, Page } from 'playwright-core'
import { type AuthService, authService } from '../../../server/auth/authService.ts'
import { kmsFromKey } from '../../../server/auth/Kms.ts'
import type { Mailer } from '../../../server/auth/mailer.ts'
import { type RunningFramePage, startFramePage } from '../../../server/frame/startFramePage.ts'
import { migrate } from '../../../server/storage/migrate.ts'
import { pgliteClient } from '../../../server/storage/pgliteClient.ts'
import { type BrowserSession, launchChromium } from '../../e2e/support/launchChromium.ts'

/** The frame's box on the app's page, in CSS pixels. */
export const FRAME_BOX = { left: 40, top: 40, width: 360, height: 480 } as const

/**
 * The app's page as a script on it sees it: the secure frame in `#box`, and under it `#decoy`,
 * a red block with the app's own words (what a hostile page would show in the ask's place).
 * `window.ask(type, payload)` talks to the frame as the runtime does: the first request hands
 * over a private port (frame/handshake.ts), and each reply is matched by its id.
 */
const appPage = (frameUrl: string) => {
  const { left, top, width, height } = FRAME_BOX
  const frameOrigin = new URL(frameUrl).origin
  return `<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 0; }
#decoy, #box { position: absolute; left: ${left}px; top: ${top}px; width: ${width}px; height: ${height}px; }
#decoy { background: #ff0000; color: #ffffff; font: 20px sans-serif; }
iframe { position: absolute; left: 0; top: 0; border: 0; width: ${width}px; height: ${height}px; color-scheme: light; }
</style></head><body>
<div id="decoy">Sign in to Example: free, no fee</div><div id="box"></div>
<script>
const pending = new Map()
let port
const ready = new Promise((resolve) => addEventListener('message', (event) => {
  if (event.origin === ${JSON.stringify(frameOrigin)} && event.data && event.data.type === 'frame/ready') resolve()
}))
const iframe = document.createElement('iframe')
iframe.src = ${JSON.stringify(frameUrl)}
document.getElementById('box').append(iframe)
window.ask = async (type, payload) => {
  await ready
  const id = crypto.randomUUID()
  const reply = new Promise((resolve) => pending.set(id, resolve))
  const message = payload === undefined ? { id, type } : { id, type, payload }
  if (port) port.postMessage(message)
  else {
    const channel = new MessageChannel()
    port = channel.port1
    port.onmessage = (event) => pending.get(event.data && event.data.id)?.(event.data)
    iframe.contentWindow.postMessage(message, ${JSON.stringify(frameOrigin)}, [channel.port2])
  }
  return reply
}
</script></body></html>`
}

/** A reply of the frame, as `window.ask` gives it. */
export type FrameReply = { readonly type: string; readonly payload?: Record<string, unknown> }

/** The auth service over an in-memory PGlite; its mailer (the only fake) keeps each code. */
const authWithCodes = async () => {
  const sql = await pgliteClient()
  await migrate(sql)
  const codes = new Map<string, string>()
  const noMail = async () => {}
  const mailer: Mailer = {
    sendCode: async (to, code) => {
      codes.set(to, code)
    },
    sendDeviceApproval: noMail,
    sendUpdateCode: noMail,
    sendUnlock: noMail,
  }
  const kms = kmsFromKey(randomBytes(32))
  return { sql, codes, auth: authService({ sql, kms, pepper: randomBytes(32), mailer }) }
}

/** The app's server on a free 127.0.0.1 port, and the frame server whose project it is. */
const startServers = async (auth: AuthService) => {
  let html = ''
  const app: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html)
  })
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve))
  const appUrl = `http://127.0.0.1:${(app.address() as AddressInfo).port}/`
  const frame: RunningFramePage = await startFramePage({
    port: 0,
    projects: { demo: [new URL(appUrl).origin] },
    // Never reached: a personal_sign asks no node.
    chains: [{ chainId: 31337, name: 'Local', rpcUrl: 'http://127.0.0.1:9/' }],
    auth,
  })
  html = appPage(`${frame.url}?projectId=demo`)
  return { app, appUrl, frame }
}

/**
 * The real frame server (its auth service over an in-memory PGlite; SMTP recorded, the only
 * fake) with one project whose app is a page of this test on another 127.0.0.1 port, and
 * Chromium on that page (on a screen of `deviceScaleFactor`, 1 unless said). Everything the
 * attacker does, it does from the app's page.
 */
export const startFramedApp = async (screen: { deviceScaleFactor?: number } = {}) => {
  const { sql, codes, auth } = await authWithCodes()
  const { app, appUrl, frame } = await startServers(auth)
  const browser: BrowserSession = await launchChromium(screen)
  const page: Page = browser.page
  const ask = (type: string, payload?: unknown): Promise<FrameReply> =>
    page.evaluate(
      ([t, p]) =>
        (window as unknown as { ask: (t: string, p: unknown) => Promise<FrameReply> }).ask(
          t as string,
          p,
        ),
      [type, payload] as const,
    )
  const secureFrame: FrameLocator = page.frameLocator('#box iframe')
  return {
    page,
    secureFrame,
    ask,
    /** Opens the app's page and logs in by e-mail through the frame; answers the address. */
    logIn: async (email: string) => {
      await page.goto(appUrl)
      const started = await ask('app/connect-email', { email })
      if (started.type !== 'frame/connect-email-success') throw new Error(JSON.stringify(started))
      const done = await ask('app/connect-otp', { otp: codes.get(email) })
      if (done.type !== 'frame/connect-otp-success') throw new Error(JSON.stringify(done))
      const user = await ask('app/get-user', {})
      return user.payload?.address as `0x${string}`
    },
    /** Sends a personal_sign without waiting: it waits in the frame for the visitor. */
    askToSign: (text: string, address: string) =>
      page.evaluate(
        ([message, from]) => {
          const hex = `0x${[...new TextEncoder().encode(message)].map((b) => b.toString(16).padStart(2, '0')).join('')}`
          const w = window as unknown as {
            ask: (t: string, p: unknown) => Promise<FrameReply>
            answers?: FrameReply[]
          }
          w.answers ??= []
          void w
            .ask('app/rpc-request', { method: 'personal_sign', params: [hex, from] })
            .then((reply) => w.answers?.push(reply))
        },
        [text, address] as const,
      ),
    /** The replies the signs sent with `askToSign` got so far, in the order they came. */
    answers: () =>
      page.evaluate(() => (window as unknown as { answers?: FrameReply[] }).answers ?? []),
    stop: async () => {
      await browser.close()
      await frame.stop()
      await new Promise<void>((resolve) => app.close(() => resolve()))
      await sql.close()
    },
  }
}
