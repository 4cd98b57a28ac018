// @vitest-environment happy-dom
import { signal } from '@preact/signals-core'
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import type { LatchClient, ViewName } from '../../../../runtime/index.ts'
import { solana } from '../../../../runtime/networks.ts'
import { Config } from '../../../../runtime/services/Config.ts'
import { emptyNames, emptySend, type NamesState } from '../../../../runtime/state/types.ts'
import { held, makeFakeClient } from '../../support/fakeClient.ts'
import { click, focusOnlyWhileEnabled, key, shadow, waitFor } from '../../support/mount.tsx'
import { findView, renderModal, typeInto, write } from '../../support/renderModal.tsx'

/** A fake client with an apiUrl and the names signal; `searchName` writes the query. */
const setup = async (
  view: ViewName,
  names: Partial<NamesState> = {},
  apiUrl = 'http://127.0.0.1:1',
) => {
  const fake = makeFakeClient({ view })
  const state = Object.assign(fake.state, {
    send: signal(emptySend),
    names: signal<NamesState>({ ...emptyNames, ...names }),
  })
  const config = Config.makeSync({
    projectId: 'test',
    networks: [...fake.client.config.networks],
    features: { email: false, socials: false },
    ...(apiUrl ? { apiUrl } : {}),
  })
  Object.assign(fake.client as LatchClient, {
    config,
    searchName: (name: string) => {
      fake.calls.push(['searchName', name])
      state.names.value = { ...state.names.value, query: name }
    },
    registerName: async (name: string) => {
      fake.calls.push(['registerName', name])
      return { name: `${name}.latch.id` }
    },
  })
  const unmount = await renderModal(fake)
  const root = await findView(view)
  return { fake, state, root, unmount }
}

describe('RegisterAccountName', () => {
  it('default: each keystroke asks the runtime; the zone is shown; Register off until available', async () => {
    const { fake, root } = await setup('RegisterAccountName')
    expect(root.textContent).toContain('.latch.id')
    await typeInto(root.querySelector('[data-latch-name-input]') as HTMLInputElement, 'alice')
    expect(fake.calls.filter((c) => c[0] === 'searchName').map((c) => c[1])).toEqual(['', 'alice'])
    expect(root.querySelector<HTMLButtonElement>('[data-latch-name-register]')?.disabled).toBe(true)
  })

  it('rule: a SPEC §5 refusal shows inline and Register stays off', async () => {
    const { state, root } = await setup('RegisterAccountName')
    await write(state.names, {
      ...state.names.value,
      query: 'abc',
      status: 'invalid',
      error: 'A name needs at least 4 characters',
    })
    expect(root.querySelector('[data-latch-name-error]')?.textContent).toBe(
      'A name needs at least 4 characters',
    )
    expect(root.querySelector('[data-latch-name-input]')?.getAttribute('aria-invalid')).toBe('true')
    expect(root.querySelector<HTMLButtonElement>('[data-latch-name-register]')?.disabled).toBe(true)
  })

  it('behavior: available → Register; free suggestions fill the input', async () => {
    const { fake, state, root } = await setup('RegisterAccountName')
    await typeInto(root.querySelector('[data-latch-name-input]') as HTMLInputElement, 'alice')
    await write(state.names, {
      ...state.names.value,
      status: 'available',
      suggestions: [
        { name: 'alice1.latch.id', registered: false },
        { name: 'alice2.latch.id', registered: true },
      ],
    })
    expect(root.querySelector('[data-latch-name-status]')?.textContent).toBe(
      'alice.latch.id is available',
    )
    expect(
      [...root.querySelectorAll('[data-latch-name-suggestion]')].map((s) => s.textContent),
    ).toEqual(['alice1.latch.id'])
    await click(root.querySelector('[data-latch-name-register]') as HTMLButtonElement)
    expect(fake.calls.filter((c) => c[0] === 'registerName')).toEqual([['registerName', 'alice']])
    await click(root.querySelector('[data-latch-name-suggestion]') as HTMLButtonElement)
    expect((root.querySelector('[data-latch-name-input]') as HTMLInputElement).value).toBe('alice1')
  })

  it('rule: without apiUrl, or off eip155, names are not offered', async () => {
    const { fake, root, unmount } = await setup('RegisterAccountName', {}, '')
    expect(root.getAttribute('data-state')).toBe('unavailable')
    expect(root.querySelector('input')).toBeNull()
    await unmount()
    document.body.innerHTML = ''
    const second = await setup('RegisterAccountName')
    await write(second.fake.state.network, solana)
    await waitFor(() =>
      shadow().querySelector('[data-latch-view="RegisterAccountName"][data-state="unavailable"]'),
    )
    expect(fake.calls.some((c) => c[0] === 'registerName')).toBe(false)
  })

  it('behavior: a Register that fails before its flow writes state.names shows why, and is off while it runs', async () => {
    const { fake, state, root } = await setup('RegisterAccountName')
    let refuse: (error: Error) => void = () => undefined
    Object.assign(fake.client as LatchClient, {
      registerName: () =>
        new Promise((_, reject) => {
          refuse = reject
        }),
    })
    await typeInto(root.querySelector('[data-latch-name-input]') as HTMLInputElement, 'alice')
    await write(state.names, { ...state.names.value, status: 'available' })
    const register = root.querySelector<HTMLButtonElement>('[data-latch-name-register]')
    await click(register as HTMLButtonElement)
    expect(register?.disabled).toBe(true)
    refuse(new Error('Failed to fetch dynamically imported module'))
    const error = await waitFor(() => root.querySelector('[data-latch-name-error]'))
    expect(error.textContent).toBe('Failed to fetch dynamically imported module')
    expect(state.names.value.error).toBeUndefined()
  })
})

/** The field, Register, the registrations asked, and a check of `name` ending with `status`. */
const parts = (s: Awaited<ReturnType<typeof setup>>) => {
  const input = s.root.querySelector('[data-latch-name-input]') as HTMLInputElement
  const button = s.root.querySelector('[data-latch-name-register]') as HTMLButtonElement
  const registered = () =>
    s.fake.calls.filter((c) => c[0] === 'registerName').map((c) => c[1] as string)
  // As the runtime's searchName: the check runs (suggestions cleared), then answers.
  Object.assign(s.fake.client as LatchClient, {
    searchName: (name: string) => {
      s.state.names.value = { ...emptyNames, query: name, status: 'checking' }
    },
  })
  const answer = (name: string, status: NamesState['status'], extra: Partial<NamesState> = {}) =>
    write(s.state.names, { ...emptyNames, query: name, status, ...extra })
  return { input, button, registered, answer }
}

describe('RegisterAccountName: the keyboard', () => {
  it('behavior: Enter typed while the name is checked registers it once it is free, once', async () => {
    const s = await setup('RegisterAccountName')
    const { input, registered, answer } = parts(s)
    input.focus()
    await typeInto(input, 'alice')
    expect(s.state.names.value.status).toBe('checking')
    await key(input, 'Enter')
    expect(registered()).toEqual([])
    expect(s.root.getAttribute('aria-busy')).toBe('true')
    await answer('alice', 'available')
    expect(registered()).toEqual(['alice'])
    await answer('alice', 'available', { suggestions: [] })
    expect(registered()).toEqual(['alice'])
  })

  it('behavior: Enter on a name the check finds taken registers nothing, the words say why, the field keeps the keyboard; the next name registers alone', async () => {
    const s = await setup('RegisterAccountName')
    const { input, registered, answer } = parts(s)
    input.focus()
    await typeInto(input, 'bobby')
    await key(input, 'Enter')
    await answer('bobby', 'taken')
    expect(registered()).toEqual([])
    expect(s.root.querySelector('[data-latch-name-status]')?.textContent).toBe('This name is taken')
    expect(shadow().activeElement).toBe(input)
    expect(s.root.hasAttribute('aria-busy')).toBe(false)
    // A later answer for it (the visitor did not press Enter again) registers nothing.
    await answer('bobby', 'available')
    expect(registered()).toEqual([])
    await typeInto(input, 'bobby2')
    await key(input, 'Enter')
    await answer('bobby2', 'available')
    expect(registered()).toEqual(['bobby2'])
  })

  it('behavior: a picked suggestion leaves the keyboard in the field with its name; Enter registers it', async () => {
    const s = await setup('RegisterAccountName')
    const { input, registered, answer } = parts(s)
    await typeInto(input, 'alice')
    await answer('alice', 'taken', {
      suggestions: [{ name: 'alice1.latch.id', registered: false }],
    })
    const suggestion = s.root.querySelector('[data-latch-name-suggestion]') as HTMLButtonElement
    suggestion.focus()
    await click(suggestion)
    expect(suggestion.isConnected).toBe(false)
    expect(input.value).toBe('alice1')
    expect(shadow().activeElement).toBe(input)
    await key(input, 'Enter')
    await answer('alice1', 'available')
    expect(registered()).toEqual(['alice1'])
  })

  it('behavior: after a wallet refusal Register has the keyboard again, enabled, and the words are one alert', async () => {
    const s = await setup('RegisterAccountName')
    const { input, button, answer } = parts(s)
    const wallet = held()
    Object.assign(s.fake.client as LatchClient, {
      registerName: async () => {
        await wallet.promise
        throw new Error('User rejected the request.')
      },
    })
    await typeInto(input, 'alice')
    await answer('alice', 'available')
    const focused = focusOnlyWhileEnabled(button)
    button.focus()
    await click(button)
    expect(button.disabled).toBe(true)
    // The name cannot change under the registration.
    expect(input.readOnly).toBe(true)
    const before = focused()
    // As the flow does: the refusal is in state.names, then the call fails with it.
    await answer('alice', 'error', { error: 'User rejected the request.' })
    await act(async () => wallet.settle())
    await waitFor(() => !button.disabled)
    expect(focused()).toBeGreaterThan(before)
    expect(shadow().activeElement).toBe(button)
    expect(input.readOnly).toBe(false)
    const alerts = [...s.root.querySelectorAll('[role="alert"]')].map((a) => a.textContent)
    expect(alerts).toEqual(['User rejected the request.'])
  })
})

describe('RegisterAccountName: the keyboard after a refusal', () => {
  it('behavior: shown again after ApproveTransaction with the refusal, its words stay and Register retries', async () => {
    const s = await setup('RegisterAccountName')
    const { input, answer } = parts(s)
    await typeInto(input, 'alice')
    await answer('alice', 'available')
    // The embedded wallet asks on ApproveTransaction; the visitor rejects; the flow writes the
    // refusal and the modal comes back here.
    await write(s.fake.state.router, {
      view: 'ApproveTransaction',
      history: ['RegisterAccountName'],
    })
    await findView('ApproveTransaction')
    await answer('alice', 'error', { error: 'User rejected the request.' })
    await write(s.fake.state.router, { view: 'RegisterAccountName', history: [] })
    const root = await findView('RegisterAccountName')
    expect(root.querySelector('[data-latch-name-error]')?.textContent).toBe(
      'User rejected the request.',
    )
    expect(s.state.names.value.status).toBe('error')
    expect(root.querySelector<HTMLButtonElement>('[data-latch-name-register]')?.disabled).toBe(
      false,
    )
  })

  it('behavior: a visitor who registered from the field keeps the field (its Enter retries)', async () => {
    const s = await setup('RegisterAccountName')
    const { input, button, answer } = parts(s)
    Object.assign(s.fake.client as LatchClient, {
      registerName: async () => {
        throw new Error('User rejected the request.')
      },
    })
    const focused = focusOnlyWhileEnabled(button)
    input.focus()
    await typeInto(input, 'alice')
    await answer('alice', 'available')
    await act(async () => (s.root as HTMLFormElement).requestSubmit())
    await waitFor(() => s.root.querySelector('[data-latch-name-error]'))
    expect(focused()).toBe(0)
    expect(shadow().activeElement).toBe(input)
  })
})

describe('RegisterAccountNameSuccess', () => {
  it('default: the registered name and the way back to Account', async () => {
    const { fake, root } = await setup('RegisterAccountNameSuccess', {
      registered: 'alice.latch.id',
    })
    expect(root.querySelector('[data-latch-registered-name]')?.textContent).toBe('alice.latch.id')
    await click(root.querySelector('button.latch-button') as HTMLButtonElement)
    await waitFor(() => fake.calls.some((c) => c[0] === 'navigate'))
    expect(fake.calls.at(-1)).toEqual(['navigate', 'Account', { reset: true }])
  })
})
