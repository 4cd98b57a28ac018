import { hashTypedData, recoverTypedDataAddress, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { FEE_UNKNOWN } from '../../frame/approvalMessages.ts'
import { type ApprovalUi, makeApprovalQueue } from '../../frame/approvalQueue.ts'
import type { ApprovalAsk } from '../../frame/describeRequest.ts'
import { makeFrameWallet } from '../../frame/frameWallet.ts'
import { checkMessage } from '../../frame/gate.ts'
import { memoryVault } from '../../frame/sessionVault.ts'
import type { FrameRequest } from '../../generated/frame/zod.ts'
import { FRAME_APPROVAL_QUEUE_MAX } from '../../runtime/constants.ts'

const chain = { chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:1' }
const config = { projectId: 'demo', allowedOrigins: ['http://127.0.0.1:5173'], chains: [chain] }

/** A fake approval UI: what it shows, and the visitor's hand on its buttons. */
const fakeUi = () => {
  const shown: { ask: ApprovalAsk; decide: (approved: boolean) => void }[] = []
  let visible = false
  let more = 0
  const ui: ApprovalUi = {
    show: (ask, decide) => {
      visible = true
      shown.push({ ask, decide })
    },
    more: (count) => {
      more = count
    },
    hide: () => {
      visible = false
    },
  }
  return {
    ui,
    shown,
    visible: () => visible,
    more: () => more,
    /** Answers the ask on screen. */
    press: (approved: boolean) => shown.at(-1)?.decide(approved),
  }
}

/** A frame wallet with a live session (the auth service answers /auth/session 200). */
const setup = async () => {
  const privateKey = generatePrivateKey()
  const account = privateKeyToAccount(privateKey)
  const vault = memoryVault()
  await vault.save({
    token: 't',
    email: 'ada@example.com',
    expiresAt: Date.now() + 1e6,
    privateKey,
  })
  const ui = fakeUi()
  const updates: (readonly string[])[] = []
  const approvals = makeApprovalQueue(ui.ui, (waiting) => updates.push(waiting))
  const fetch = (async () =>
    new Response(JSON.stringify({ ok: true }), {
      status: 200,
    })) as unknown as typeof globalThis.fetch
  const wallet = makeFrameWallet(config, { fetch, vault, approvals })
  const connected = await wallet({
    id: crypto.randomUUID(),
    type: 'app/is-connected',
    payload: {},
  } as FrameRequest)
  expect(connected).toEqual({ ok: true, payload: { isConnected: true } })
  return { wallet, ui, updates, account, approvals }
}

const rpc = (method: string, params?: unknown) =>
  ({
    id: crypto.randomUUID(),
    type: 'app/rpc-request',
    payload: { method, ...(params === undefined ? {} : { params }) },
  }) as FrameRequest

/** The app's withdrawal of request `requestId`, as the frame's gate hands it over. */
const cancel = (requestId: string) => {
  const verdict = checkMessage({
    id: crypto.randomUUID(),
    type: 'app/cancel-request',
    payload: { requestId },
  })
  if (verdict.kind !== 'accept') throw new Error(`gate: ${verdict.kind}`)
  return verdict.request
}

/** Waits until `count` requests wait for the visitor (the wallet's awaits ran up to approval). */
const waiting = (updates: readonly (readonly string[])[], count: number) =>
  vi.waitFor(() => expect(updates.at(-1)).toHaveLength(count))

describe('frame wallet: unsafe requests wait for the visitor', () => {
  it('default: personal_sign is held, shown in plain words, and signed once approved', async () => {
    const { wallet, ui, updates, account } = await setup()
    const request = rpc('personal_sign', ['0x48656c6c6f2066726f6d204c61746368', account.address])
    let answered = false
    const answer = wallet(request).then((a) => {
      answered = true
      return a
    })
    await waiting(updates, 1)
    expect(answered).toBe(false)
    expect(ui.visible()).toBe(true)
    expect(updates).toEqual([[request.id]])
    expect(ui.shown[0]?.ask).toEqual({
      method: 'personal_sign',
      title: 'Sign this message',
      rows: [
        { label: 'Message', value: 'Hello from Latch', long: true },
        { label: 'Account', value: account.address },
        { label: 'Network', value: 'Anvil (chain 31337)' },
      ],
    })
    ui.press(true)
    const reply = await answer
    expect(reply.ok).toBe(true)
    const signature = (reply as { payload: { result: `0x${string}` } }).payload.result
    expect(
      await verifyMessage({ address: account.address, message: 'Hello from Latch', signature }),
    ).toBe(true)
    expect(ui.visible()).toBe(false)
    expect(updates).toEqual([[request.id], []])
  })

  it('behavior: Reject answers EIP-1193 4001 and nothing is signed', async () => {
    const { wallet, ui, updates } = await setup()
    const request = rpc('personal_sign', ['hello'])
    const answer = wallet(request)
    await waiting(updates, 1)
    ui.press(false)
    expect(await answer).toEqual({ ok: false, message: 'User rejected the request', code: 4001 })
    expect(updates.at(-1)).toEqual([])
  })

  it('behavior: safe reads go straight through while a signature waits', async () => {
    const { wallet, ui, updates } = await setup()
    const held = wallet(rpc('personal_sign', ['hello']))
    await waiting(updates, 1)
    expect(await wallet(rpc('eth_chainId', []))).toEqual({
      ok: true,
      payload: { result: '0x7a69' },
    })
    expect(ui.shown).toHaveLength(1)
    ui.press(false)
    await held
  })

  it('behavior: a request that arrives while another waits queues behind it', async () => {
    const { wallet, ui, updates, account } = await setup()
    const first = rpc('personal_sign', ['first'])
    const typed = {
      domain: {
        name: 'Mail',
        version: '1',
        chainId: 31337,
        verifyingContract: `0x${'cc'.repeat(20)}`,
      },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'Hi' },
    } as const
    const second = rpc('eth_signTypedData_v4', [account.address, JSON.stringify(typed)])
    const a = wallet(first)
    const b = wallet(second)
    await waiting(updates, 2)
    expect(ui.shown.map((s) => s.ask.title)).toEqual(['Sign this message'])
    expect(ui.more()).toBe(1)
    expect(updates.at(-1)).toEqual([first.id, second.id])
    ui.press(true)
    expect((await a).ok).toBe(true)
    expect(ui.shown.map((s) => s.ask.title)).toEqual(['Sign this message', 'Sign this data'])
    expect(ui.shown[1]?.ask.rows.slice(0, 4)).toEqual([
      { label: 'Application', value: 'Mail 1' },
      { label: 'For chain', value: '31337' },
      { label: 'Contract', value: `0x${'cc'.repeat(20)}` },
      { label: 'Type', value: 'Mail' },
    ])
    expect(ui.more()).toBe(0)
    ui.press(true)
    const signature = ((await b) as { payload: { result: `0x${string}` } }).payload.result
    expect(await recoverTypedDataAddress({ ...typed, signature })).toBe(account.address)
    expect(hashTypedData(typed)).toMatch(/^0x/)
    expect(updates.at(-1)).toEqual([])
  })

  it('behavior: a transaction whose fee the chain cannot estimate is refused without asking', async () => {
    const { wallet, ui } = await setup()
    const to = `0x${'ab'.repeat(20)}`
    // The chain (a closed port here) gives no estimate: the frame cannot show the fee.
    const answer = await wallet(rpc('eth_sendTransaction', [{ to, value: '0x2386f26fc10000' }]))
    expect(answer).toMatchObject({ ok: false })
    expect((answer as { message: string }).message.startsWith(FEE_UNKNOWN)).toBe(true)
    expect(ui.shown).toEqual([])
  })

  it('behavior: bad params are refused without asking the visitor', async () => {
    const { wallet, ui } = await setup()
    expect(await wallet(rpc('personal_sign', [42]))).toEqual({
      ok: false,
      message: 'Invalid input',
    })
    expect(await wallet(rpc('eth_signTypedData_v4', ['0x00', '{not json']))).toEqual({
      ok: false,
      message: 'Invalid input',
    })
    expect(ui.shown).toEqual([])
  })

  it('behavior: sign-out answers every waiting request with a rejection', async () => {
    const { wallet, ui, updates } = await setup()
    const a = wallet(rpc('personal_sign', ['a']))
    const b = wallet(rpc('personal_sign', ['b']))
    await waiting(updates, 2)
    expect(await wallet({ id: crypto.randomUUID(), type: 'app/sign-out' } as FrameRequest)).toEqual(
      {
        ok: true,
      },
    )
    expect(await a).toMatchObject({ ok: false, code: 4001 })
    expect(await b).toMatchObject({ ok: false, code: 4001 })
    expect(ui.visible()).toBe(false)
    expect(updates.at(-1)).toEqual([])
  })

  it('behavior: a request the app withdraws leaves the UI, and a late Approve signs nothing', async () => {
    const { wallet, ui, updates, approvals } = await setup()
    const first = rpc('personal_sign', ['first'])
    const second = rpc('personal_sign', ['second'])
    const a = wallet(first)
    const b = wallet(second)
    await waiting(updates, 2)
    const lateApprove = ui.shown[0]?.decide
    expect(await wallet(cancel(first.id))).toEqual({ ok: true, payload: { withdrawn: true } })
    expect(await a).toMatchObject({ ok: false, code: 4001 })
    expect(updates.at(-1)).toEqual([second.id])
    // The next ask is on screen; the withdrawn one's button answers nothing.
    expect(ui.shown.map((s) => s.ask.rows[0]?.value)).toEqual(['first', 'second'])
    lateApprove?.(true)
    expect(approvals.waiting()).toEqual([second.id])
    expect(await wallet(cancel(second.id))).toEqual({ ok: true, payload: { withdrawn: true } })
    ui.press(true)
    expect(await b).toMatchObject({ ok: false, code: 4001 })
    expect(ui.visible()).toBe(false)
    expect(updates.at(-1)).toEqual([])
    expect(ui.shown).toHaveLength(2)
  })

  it('behavior: a request withdrawn before it reached the approval is refused there', async () => {
    const { wallet, ui } = await setup()
    const request = rpc('personal_sign', ['hello'])
    expect(await wallet(cancel(request.id))).toEqual({ ok: true, payload: { withdrawn: false } })
    expect(await wallet(request)).toMatchObject({ ok: false, code: 4001 })
    expect(ui.shown).toEqual([])
    expect(
      checkMessage({
        id: crypto.randomUUID(),
        type: 'app/cancel-request',
        payload: { requestId: 'not-an-id' },
      }),
    ).toMatchObject({ kind: 'reject', message: 'Invalid input' })
  })

  it(`behavior: at most ${FRAME_APPROVAL_QUEUE_MAX} requests wait; more are refused at once`, async () => {
    const { wallet, ui, approvals } = await setup()
    const held = Array.from({ length: FRAME_APPROVAL_QUEUE_MAX }, (_, i) =>
      wallet(rpc('personal_sign', [`m${i}`])),
    )
    await vi.waitFor(() => expect(approvals.waiting()).toHaveLength(FRAME_APPROVAL_QUEUE_MAX))
    expect(await wallet(rpc('personal_sign', ['one too many']))).toEqual({
      ok: false,
      message: 'Too many requests are waiting for approval',
    })
    approvals.rejectAll()
    expect((await Promise.all(held)).every((a) => !a.ok)).toBe(true)
    expect(ui.visible()).toBe(false)
  })

  it('behavior: without a session nothing is asked', async () => {
    const ui = fakeUi()
    const wallet = makeFrameWallet(config, {
      fetch: globalThis.fetch,
      vault: memoryVault(),
      approvals: makeApprovalQueue(ui.ui, () => {}),
    })
    expect(await wallet(rpc('personal_sign', ['hello']))).toEqual({
      ok: false,
      message: 'Session Expired',
    })
    expect(ui.shown).toEqual([])
  })
})
