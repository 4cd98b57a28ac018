// @vitest-environment happy-dom
import { signal } from '@preact/signals-core'
import { describe, expect, it } from 'vitest'
import type { LatchClient, ViewName } from '../../../../runtime/index.ts'
import { solana } from '../../../../runtime/networks.ts'
import { Config } from '../../../../runtime/services/Config.ts'
import { emptyNames, emptySend, type NamesState } from '../../../../runtime/state/types.ts'
import { makeFakeClient } from '../../support/fakeClient.ts'
import { click, shadow, waitFor } from '../../support/mount.tsx'
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
