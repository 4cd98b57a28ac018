// @vitest-environment happy-dom
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DataApi } from '../../../../runtime/services/DataApi.ts'
import { makeFlowClient } from '../../support/flowClient.ts'
import { click, shadow, waitFor } from '../../support/mount.tsx'
import { findView, renderModal, typeInto } from '../../support/renderModal.tsx'
import { codeFrame, RIGHT_CODE } from '../support/codeFrame.ts'
import { swapChain } from '../support/swapEdge.ts'

// At least 200 sequences of what a visitor does on the e-mail code step, each up to
// MAX_COMMANDS steps, over the real Connect and EmailVerifyOtp views and the runtime's e-mail
// login flows; the frame answers after a random wait.
const RUNS = Number(process.env.MODEL_RUNS ?? 200)
const MAX_COMMANDS = 8
const EMAIL = 'ada@example.com'

type Flow = ReturnType<typeof makeFlowClient>
interface Model {
  /** Where the visitor should be: the right code accepted means Account. */
  where: 'code' | 'connect' | 'account'
}
type Real = { readonly flow: Flow }

const view = (name: string) => shadow().querySelector(`[data-latch-view="${name}"]`)
const settled = (flow: Flow) =>
  flow.idle() && !['sending', 'verifying'].includes(flow.state.emailLogin.value.status)

/**
 * Connect: the e-mail typed and submitted. The code step opens with the focus in its field;
 * within 30 s of the last code the SPEC §5 throttle keeps the visitor on Connect and says so.
 */
const enterEmail = async (flow: Flow): Promise<Model['where']> => {
  const connect = (await findView('Connect')) as Element
  await typeInto(connect.querySelector('[data-latch-email-input]') as HTMLInputElement, EMAIL)
  await click(connect.querySelector('[data-latch-email-submit]') as Element)
  await waitFor(() => settled(flow), 2_000)
  if (flow.state.router.value.view !== 'EmailVerifyOtp') {
    expect(connect.querySelector('[data-latch-email-error]')?.textContent).toMatch(
      /^Please try again after \d+ seconds$/,
    )
    return 'connect'
  }
  const step = (await findView('EmailVerifyOtp')) as Element
  await waitFor(() => shadow().activeElement === step.querySelector('[data-latch-otp-input]'))
  return 'code'
}

const onCodeStep = (model: Model) => model.where === 'code'

const code = (label: string, digits: () => string): fc.AsyncCommand<Model, Real> => ({
  check: onCodeStep,
  run: async (model, { flow }) => {
    await waitFor(() => settled(flow), 2_000)
    const step = view('EmailVerifyOtp') as Element
    const input = step.querySelector('[data-latch-otp-input]') as HTMLInputElement
    const otp = digits()
    await typeInto(input, otp)
    await click(step.querySelector('[data-latch-otp-submit]') as Element)
    await waitFor(() => settled(flow), 2_000)
    if (otp !== RIGHT_CODE) return
    // The frame takes the right code unless its tries ran out; then the login is done.
    if (flow.state.account.value.status === 'connected') model.where = 'account'
  },
  toString: () => label,
})

const commands = [
  fc.constant(code('wrong code', () => '111111')),
  fc.constant(code('right code', () => RIGHT_CODE)),
  fc.constant(code('five digits and Confirm', () => '42424')),
  fc.constant<fc.AsyncCommand<Model, Real>>({
    check: onCodeStep,
    run: async (_model, { flow }) => {
      await waitFor(() => settled(flow), 2_000)
      await click(view('EmailVerifyOtp')?.querySelector('[data-latch-otp-resend]') as Element)
      await waitFor(() => settled(flow), 2_000)
    },
    toString: () => 'send a new code',
  }),
  fc.constant<fc.AsyncCommand<Model, Real>>({
    check: onCodeStep,
    run: async (model, { flow }) => {
      await waitFor(() => settled(flow), 2_000)
      await click(shadow().querySelector('[data-latch-back]') as Element)
      model.where = await enterEmail(flow)
    },
    toString: () => 'back, then the e-mail again',
  }),
  fc.constant<fc.AsyncCommand<Model, Real>>({
    check: (model) => model.where === 'connect',
    run: async (model, { flow }) => {
      model.where = await enterEmail(flow)
    },
    toString: () => 'the e-mail again',
  }),
]

describe('E-mail code step, model-based: what a visitor does, in any order', () => {
  it('behavior: after any sequence the step settles: logged in on Account, or on the code step with a named error or waiting for a code', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.commands(commands, { maxCommands: MAX_COMMANDS }),
        fc.array(fc.integer({ min: 0, max: 8 }), { minLength: 1, maxLength: 6 }),
        async (sequence, delays) => {
          let turn = 0
          const delay = () => delays[turn++ % delays.length] ?? 0
          const flow = makeFlowClient({
            networks: [swapChain],
            view: 'EmailVerifyOtp',
            dataApi: DataApi.layerTest(),
            connectors: [codeFrame(delay)],
          })
          flow.state.router.value = { view: 'Connect', history: [] }
          const unmount = await renderModal(flow)
          try {
            const model: Model = { where: await enterEmail(flow) }
            await fc.asyncModelRun(() => ({ model, real: { flow } }), sequence)
            await waitFor(() => settled(flow), 2_000)
            const login = flow.state.emailLogin.value
            if (model.where === 'account') {
              expect(flow.state.router.value).toEqual({ view: 'Account', history: [] })
              expect(login).toMatchObject({ status: 'idle', error: undefined })
              return
            }
            expect(flow.state.account.value.status).not.toBe('connected')
            if (model.where === 'connect') {
              expect(flow.state.router.value.view).toBe('Connect')
              return
            }
            expect(flow.state.router.value.view).toBe('EmailVerifyOtp')
            const error = view('EmailVerifyOtp')?.querySelector('[data-latch-otp-error]')
            if (login.status === 'error') {
              expect(error?.textContent).toMatch(
                /^(Invalid code\. \d tries left|Too many attempts: ask for a new code|Please try again after \d+ seconds)$/,
              )
            } else expect(login.status).toBe('awaiting-otp')
          } finally {
            await unmount()
            await flow.dispose()
            document.body.innerHTML = ''
          }
        },
      ),
      { numRuns: RUNS },
    )
  }, 300_000)
})
