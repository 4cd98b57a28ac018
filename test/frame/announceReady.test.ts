import { describe, expect, it } from 'vitest'
import { announceReady, PARENT_NOT_SET } from '../../frame/announceReady.ts'

const ids = () => {
  let n = 0
  return () => `id-${++n}`
}

describe('the frame page announces itself to its parent', () => {
  it('default: the ready event goes to each allowed origin by name', () => {
    const posted: [unknown, string][] = []
    const parent = {
      postMessage: (message: unknown, origin: string) => posted.push([message, origin]),
    }
    const problem = announceReady({ parent }, ['http://127.0.0.1:5173', 'https://app.test'], ids())
    expect(problem).toBeUndefined()
    expect(posted).toEqual([
      [{ id: 'id-1', type: 'frame/ready' }, 'http://127.0.0.1:5173'],
      [{ id: 'id-2', type: 'frame/ready' }, 'https://app.test'],
    ])
  })

  it("behavior: a page with no parent (opened on its own) is SPEC §8's 'parent is not set'", () => {
    const posted: unknown[] = []
    // A top-level window is its own parent.
    const top = { postMessage: (message: unknown) => posted.push(message) } as {
      postMessage: (message: unknown) => void
      parent?: unknown
    }
    top.parent = top
    expect(announceReady(top as never, ['https://app.test'], ids())).toBe('parent is not set')
    expect(announceReady({ parent: null }, ['https://app.test'], ids())).toBe(PARENT_NOT_SET)
    expect(posted).toEqual([])
  })
})
