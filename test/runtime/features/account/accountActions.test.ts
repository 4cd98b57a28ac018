import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import type { ActionContext } from '../../../../runtime/actions/action.ts'
import * as eagerFlows from '../../../../runtime/actions/eagerFlows.ts'
import { accountActions } from '../../../../runtime/features/account/accountActions.ts'

/** The flow modules a method's program asks for (a context that runs nothing else). */
const modulesLoadedBy = async (method: keyof typeof accountActions) => {
  const modules: string[] = []
  const context = {
    flows: eagerFlows,
    load: (module: string) => {
      modules.push(module)
      return Effect.void
    },
    run: (program: Effect.Effect<unknown>) => Effect.runPromise(program),
  } as unknown as ActionContext
  await (accountActions[method].make(context) as () => Promise<unknown>)()
  return modules
}

describe('accountActions', () => {
  it('behavior: loadWallets (the Connect view at open) runs on the eager flows, loading no lazy chunk', async () => {
    expect(await modulesLoadedBy('loadWallets')).toEqual(['eager'])
    expect(typeof eagerFlows.loadWallets).toBe('function')
  })

  it('behavior: loadActivity stays with the lazy flows', async () => {
    expect(await modulesLoadedBy('loadActivity')).toEqual(['lazy'])
  })
})
