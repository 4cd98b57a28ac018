import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import {
  AccountButton,
  ConnectButton,
  LatchModal,
  LatchProvider,
  NetworkButton,
} from '../../react/index.ts'
import { createLatchIn } from '../../runtime/createLatch.ts'
import { mainnet } from '../../runtime/networks.ts'
import { makeMemoryBackend } from '../../runtime/services/Storage.ts'

const guarded = ['window', 'document', 'localStorage', 'sessionStorage', 'crypto'] as const
let restore: Array<() => void> = []

/** Replaces browser globals with getters that record every read during `run`. */
const watchGlobals = <T,>(run: () => T): { result: T; touched: string[] } => {
  const touched: string[] = []
  for (const name of guarded) {
    const previous = Object.getOwnPropertyDescriptor(globalThis, name)
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get: () => {
        touched.push(name)
        return undefined
      },
    })
    restore.push(() => {
      if (previous) Object.defineProperty(globalThis, name, previous)
      else delete (globalThis as Record<string, unknown>)[name]
    })
  }
  try {
    return { result: run(), touched }
  } finally {
    for (const undo of restore.reverse()) undo()
    restore = []
  }
}

afterEach(() => {
  for (const undo of restore) undo()
  restore = []
})

describe('server rendering', () => {
  it('default: renderToString touches no window, document, storage or crypto', async () => {
    const latch = createLatchIn(
      { projectId: 'test', networks: [mainnet], storage: makeMemoryBackend() },
      {},
    )
    await latch.ready
    const { result: html, touched } = watchGlobals(() =>
      renderToString(
        <LatchProvider client={latch}>
          <ConnectButton />
          <NetworkButton />
          <AccountButton />
          <LatchModal embedded />
        </LatchProvider>,
      ),
    )
    expect(touched).toEqual([])
    expect(html).toContain('data-testid="latch-connect-button"')
    expect(html).toContain('Connect Wallet')
    expect(html).toContain('Ethereum')
    // The modal itself is made on the client (its shadow root cannot exist on the server).
    expect(html).not.toContain('latch-modal')
    expect(html).toContain('data-latch-embedded')
    await latch.destroy()
  })

  it('behavior: the guard sees a read (so the test above can fail)', () => {
    const { touched } = watchGlobals(() => typeof globalThis.window)
    expect(touched).toEqual(['window'])
  })
})
