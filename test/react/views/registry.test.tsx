import { describe, expect, it } from 'vitest'
import { en, type MessageId } from '../../../react/i18n/en.ts'
import { type LazyView, titleOf, viewOf, views } from '../../../react/views/registry.tsx'
import type { ViewName } from '../../../runtime/index.ts'

describe('the view registry', () => {
  it('rule: a ViewName without an entry, or an entry without a ViewName, does not compile', () => {
    const { Swap: _, ...withoutSwap } = views
    // @ts-expect-error 'Swap' is missing: the registry must name every view of the router.
    const missing = withoutSwap satisfies Record<ViewName, LazyView>
    const extra = {
      ...views,
      // @ts-expect-error 'Nfts' is no ViewName: a view needs its name in the router's union first.
      Nfts: views.Swap,
    } satisfies Record<ViewName, LazyView>
    expect(Object.keys(missing)).not.toContain('Swap')
    expect(Object.keys(extra)).toContain('Nfts')
  })

  it('rule: a view without its title in the catalogue does not compile', () => {
    // titleOf's own check, over a ViewName union that gained 'Nfts' before the catalogue did.
    const nfts = 'Nfts' as ViewName | 'Nfts'
    // @ts-expect-error 'view.Nfts' is not a catalogue id.
    const id = `view.${nfts}` as const satisfies MessageId
    expect(id in en).toBe(false)
  })

  it('default: every view has its title, and every title of the catalogue its view', () => {
    const names = Object.keys(views) as ViewName[]
    expect(names.filter((name) => !(titleOf(name) in en))).toEqual([])
    expect(titleOf('ConnectingWalletConnectBasic')).toBe('view.ConnectingWalletConnectBasic')
    const catalogued = Object.keys(en)
      .filter((id) => id.startsWith('view.') && id !== 'view.other')
      .map((id) => id.slice('view.'.length))
    expect(names.sort()).toEqual(catalogued.sort())
  })

  it('behavior: only Connect and ConnectingExternal paint without waiting for code', () => {
    const eager = Object.entries(views).filter(([, entry]) => 'eager' in entry)
    expect(eager.map(([name]) => name)).toEqual(['Connect', 'ConnectingExternal'])
  })

  it('behavior: a name outside ViewName has no entry, inherited keys included', () => {
    expect(viewOf('NotBuiltYet' as ViewName)).toBeUndefined()
    expect(viewOf('toString' as ViewName)).toBeUndefined()
    expect(viewOf('Swap')).toBe(views.Swap)
  })
})
