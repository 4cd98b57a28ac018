import { describe, expect, expectTypeOf, it } from 'vitest'
import { emptySwap } from '../../../runtime/features/swap/swapState.ts'
import { mainnet } from '../../../runtime/networks.ts'
import { createState, type WritableState } from '../../../runtime/state/createState.ts'
import { featureState } from '../../../runtime/state/featureState.ts'
import { FEATURE_STATE } from '../../../runtime/state/features.ts'
import type { SwapState, ViewName } from '../../../runtime/state/types.ts'

describe('state/features.ts: the features register their slices and views', () => {
  it('behavior: createState makes a signal of every feature slice, at its initial value', () => {
    const state = createState(mainnet) as unknown as Record<string, { value: unknown }>
    const slices = FEATURE_STATE.flatMap((feature) => Object.entries(feature.slices))
    expect(slices.map(([name]) => name).sort()).toEqual(
      [
        'account',
        'activity',
        'emailLogin',
        'emailUpdate',
        'frameApproval',
        'names',
        'onramp',
        'send',
        'siwx',
        'socialLogin',
        'swap',
        'wallets',
      ].sort(),
    )
    for (const [name, initial] of slices) expect(state[name]?.value).toBe(initial)
  })

  it('behavior: two clients never share a feature signal', () => {
    const one = createState(mainnet)
    const two = createState(mainnet)
    one.swap.value = { ...emptySwap, amount: '1' }
    expect(two.swap.value).toBe(emptySwap)
  })

  it('rule: a slice is typed from its initial value, a declared view is a ViewName', () => {
    expectTypeOf<WritableState['swap']['value']>().toEqualTypeOf<SwapState>()
    expectTypeOf<'SwapPreview'>().toExtend<ViewName>()
    expectTypeOf<'ApproveTransaction'>().toExtend<ViewName>()
    // A feature's registration carries its views as a type only: nothing reaches the entry.
    const feature = featureState<'Nfts'>()({ nfts: 0 })
    expect(feature).toEqual({ slices: { nfts: 0 } })
    expectTypeOf(feature.views).toEqualTypeOf<'Nfts' | undefined>()
  })
})
