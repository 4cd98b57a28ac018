// @vitest-environment happy-dom
import { act, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { useTypedText } from '../../../react/hooks/useTypedText.ts'
import { mount } from '../support/mount.tsx'

/**
 * A field over state that comes back late, as the runtime's form does: what is sent waits in
 * `queue` until the test lets it through (`deliver`), and `replace` writes the state as another
 * hand would (Max, the form cleared).
 */
const Field = (props: {
  readonly sent: (value: string) => void
  readonly expose: (set: (value: string) => void) => void
}) => {
  const [state, set] = useState('')
  props.expose(set)
  const [text, change] = useTypedText(state, props.sent)
  return <input value={text} onChange={(event) => change(event.target.value)} />
}

const harness = async () => {
  const queue: string[] = []
  let setState: (value: string) => void = () => {}
  const { container } = await mount(
    <Field sent={(value) => queue.push(value)} expose={(set) => (setState = set)} />,
  )
  const input = container.querySelector('input') as HTMLInputElement
  const type = (key: string) =>
    act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
      setter?.call(input, input.value + key)
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
  const deliver = (count = 1) =>
    act(async () => {
      for (let i = 0; i < count; i++) {
        const next = queue.shift()
        if (next !== undefined) setState(next)
      }
    })
  const replace = (value: string) => act(async () => setState(value))
  return { input, queue, type, deliver, replace }
}

describe('useTypedText', () => {
  it('behavior: echoes that come back late, one by one while the visitor types on, never undo a key', async () => {
    const field = await harness()
    for (const key of '0x70') await field.type(key)
    // The first echo ('0') lands while the visitor types on: the field keeps every key.
    await field.deliver()
    expect(field.input.value).toBe('0x70')
    await field.type('9')
    await field.deliver(2)
    expect(field.input.value).toBe('0x709')
    await field.type('9')
    // What the state is left with is all that was typed.
    expect(field.queue.at(-1)).toBe('0x7099')
    await field.deliver(field.queue.length)
    expect(field.input.value).toBe('0x7099')
  })

  it('behavior: a value the field did not send (Max, the form cleared) replaces the text', async () => {
    const field = await harness()
    for (const key of '12') await field.type(key)
    await field.deliver(field.queue.length)
    await field.replace('1.5')
    expect(field.input.value).toBe('1.5')
    await field.replace('')
    expect(field.input.value).toBe('')
  })
})
