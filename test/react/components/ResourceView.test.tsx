// @vitest-environment happy-dom
import { type ReadonlySignal, signal } from '@preact/signals-core'
import { Effect } from 'effect'
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { ResourceView } from '../../../react/components/ResourceView.tsx'
import { useResource } from '../../../react/hooks/useResource.ts'
import { loadInto } from '../../../runtime/features/kernel/loadInto.ts'
import type { Resource } from '../../../runtime/index.ts'
import { idleResource } from '../../../runtime/state/resource.ts'
import { mount } from '../support/mount.tsx'

const render = async (resource: Resource<readonly string[]>) => {
  const view = await mount(
    <ResourceView resource={resource} loading={<p data-testid="loading">…</p>}>
      {(names) => <ul data-testid="names">{names.join(',')}</ul>}
    </ResourceView>,
  )
  return { root: view.container, unmount: view.unmount }
}

describe('ResourceView', () => {
  it('default: the data once ready', async () => {
    const { root } = await render({ status: 'ready', data: ['alice', 'bob'], error: undefined })
    expect(root.querySelector('[data-testid="names"]')?.textContent).toBe('alice,bob')
    expect(root.querySelector('[role="alert"]')).toBeNull()
  })

  it('behavior: the loading branch until the first data, nothing while idle', async () => {
    const loading = await render({ status: 'loading', data: undefined, error: undefined })
    expect(loading.root.querySelector('[data-testid="loading"]')).not.toBeNull()
    await loading.unmount()
    const idle = await render({ status: 'idle', data: undefined, error: undefined })
    expect(idle.root.innerHTML).toBe('')
  })

  it('behavior: a reload keeps showing the last data', async () => {
    const { root } = await render({ status: 'loading', data: ['alice'], error: undefined })
    expect(root.querySelector('[data-testid="names"]')?.textContent).toBe('alice')
    expect(root.querySelector('[data-testid="loading"]')).toBeNull()
  })

  it('behavior: a failure shows its SPEC text as an alert, above the last data if any', async () => {
    const first = await render({ status: 'error', data: undefined, error: 'Rate Limited' })
    expect(first.root.querySelector('[role="alert"]')?.textContent).toBe('Rate Limited')
    expect(first.root.querySelector('[data-testid="names"]')).toBeNull()
    await first.unmount()
    const again = await render({ status: 'error', data: ['alice'], error: 'Rate Limited' })
    expect(again.root.querySelector('[role="alert"]')?.textContent).toBe('Rate Limited')
    expect(again.root.querySelector('[data-testid="names"]')?.textContent).toBe('alice')
  })
})

/** A list that reads `names` with useResource and renders it through ResourceView. */
const Names = ({ names }: { readonly names: ReadonlySignal<Resource<readonly string[]>> }) => {
  const resource = useResource(names)
  return (
    <div data-loading={resource.isLoading} data-error={resource.isError}>
      <ResourceView resource={resource}>{(list) => <ul>{list.join(',')}</ul>}</ResourceView>
    </div>
  )
}

describe('useResource', () => {
  it('behavior: follows the signal loadInto writes, through loading to the data or the failure', async () => {
    const names = signal<Resource<readonly string[]>>(idleResource)
    const view = await mount(<Names names={names} />)
    const root = view.container.firstElementChild as HTMLElement
    let finish: (list: readonly string[]) => void = () => undefined
    const answer = new Promise<readonly string[]>((resolve) => {
      finish = resolve
    })
    let load: Promise<unknown> = Promise.resolve()
    await act(async () => {
      load = Effect.runPromise(
        loadInto(
          names,
          Effect.promise(() => answer),
        ),
      )
    })
    expect(root.dataset.loading).toBe('true')
    expect(root.querySelector('[role="status"]')).not.toBeNull()
    await act(async () => {
      finish(['alice', 'bob'])
      await load
    })
    expect(root.querySelector('ul')?.textContent).toBe('alice,bob')
    await act(async () => {
      await Effect.runPromise(Effect.exit(loadInto(names, Effect.fail(new Error('Rate Limited')))))
    })
    expect(root.dataset.error).toBe('true')
    expect(root.querySelector('[role="alert"]')?.textContent).toBe('Rate Limited')
    expect(root.querySelector('ul')?.textContent).toBe('alice,bob')
  })
})
