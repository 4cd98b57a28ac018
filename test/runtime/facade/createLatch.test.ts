import { afterEach, describe, expect, it } from 'vitest'
import { ACTIONS } from '../../../runtime/actions/registry.ts'
import { createLatchIn } from '../../../runtime/createLatch.ts'
import { CLIENT_METHODS } from '../../../runtime/facade/clientMethods.ts'
import { PRELOAD, type Preloadable, preloadLatch } from '../../../runtime/facade/preload.ts'
import {
  ConfigError,
  createLatch,
  type LatchClient,
  LatchError,
  WalletError,
} from '../../../runtime/index.ts'
import { base, mainnet } from '../../../runtime/networks.ts'
import { resolveOptions } from '../../../runtime/services/config/resolveOptions.ts'
import { makeMemoryBackend } from '../../../runtime/services/Storage.ts'

// The thin createLatch of the `latch` entry: whole at once to its users, its runtime loaded
// on first need. In Node nothing schedules the load, so each test decides when it happens.

const clients: LatchClient[] = []
const make = () => {
  const latch = createLatchIn(
    { projectId: 'test', networks: [mainnet, base], storage: makeMemoryBackend() },
    {},
  )
  clients.push(latch)
  return latch
}
afterEach(async () => {
  await Promise.all(clients.splice(0).map((latch) => latch.destroy()))
})

const isLoaded = (latch: LatchClient) => {
  try {
    return latch.runtime !== undefined
  } catch {
    return false
  }
}

describe('createLatch (thin entry)', () => {
  it('default: config and state signals at once, the runtime not yet loaded', () => {
    const latch = make()
    expect(latch.config.defaultNetwork).toBe(mainnet)
    expect(latch.config.themeMode).toBe('dark')
    expect(latch.state.network.value).toBe(mainnet)
    expect(latch.state.modal.value).toEqual({ open: false, loading: false, shake: false })
    expect(isLoaded(latch)).toBe(false)
    expect(() => latch.runtime).toThrow('await latch.ready')
  })

  it('behavior: bad options throw the ConfigError at once', () => {
    expect(() => createLatch({ projectId: 3 as never, networks: [mainnet] })).toThrow(ConfigError)
    expect(() => createLatch({ projectId: 'x', networks: [] })).toThrow(
      'Invalid option "networks": must list at least one network',
    )
  })

  it('behavior: ready loads the runtime; the loaded client writes the same signals', async () => {
    const latch = make()
    const { modal } = latch.state
    await latch.ready
    expect(isLoaded(latch)).toBe(true)
    await latch.open()
    expect(latch.state.modal).toBe(modal)
    expect(modal.value.open).toBe(true)
  })

  it('behavior: once the runtime is there, open() shows its view within the call', async () => {
    // So a click's own render shows the modal: a view set a task later misses the next frame.
    const latch = make()
    await latch.ready
    const opened = latch.open()
    expect(latch.state.modal.value.open).toBe(true)
    expect(latch.state.router.value).toEqual({ view: 'Connect', history: [] })
    await opened
  })

  it('behavior: calls made before the runtime arrives run in the order they were made', async () => {
    const latch = make()
    const opened = latch.open({ view: 'Networks' })
    latch.navigate('AllWallets')
    expect(isLoaded(latch)).toBe(false)
    await opened
    // Run the other way round, opening would have replaced AllWallets with Networks.
    expect(latch.state.router.value).toEqual({ view: 'AllWallets', history: ['Networks'] })
    const settled: string[] = []
    const again = make()
    const reopened = again.open().then(() => settled.push('open'))
    const closed = again.close().then((closing) => settled.push(`close:${closing}`))
    await Promise.all([reopened, closed])
    expect(settled).toEqual(['open', 'close:true'])
    expect(again.state.modal.value.open).toBe(false)
  })

  it('behavior: a queued call rejects with the runtime’s own error class', async () => {
    const latch = make()
    const error = await latch.connect('nobody').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletError)
    expect(error).toBeInstanceOf(LatchError)
    expect((error as WalletError)._tag).toBe('WalletError')
  })

  it('behavior: preloadLatch starts the load ahead of any call', async () => {
    const latch = make()
    preloadLatch(latch)
    await latch.ready
    expect(isLoaded(latch)).toBe(true)
  })

  it('behavior: destroy before the runtime arrives loads nothing and settles', async () => {
    const latch = make()
    await latch.destroy()
    preloadLatch(latch)
    // The load preloadLatch would start, awaited: after destroy it settles without loading.
    await (latch as unknown as Preloadable)[PRELOAD]()
    expect(isLoaded(latch)).toBe(false)
  })

  it('behavior: every LatchClient method is forwarded, in both directions', async () => {
    const latch = make()
    await latch.ready
    const loaded = latch.runtime && (await import('../../../runtime/client.ts'))
    const heavy = loaded.createLatch(
      resolveOptions({ projectId: 'test', networks: [mainnet], storage: makeMemoryBackend() }),
      {},
    )
    clients.push(heavy)
    const methodsOf = (client: object) =>
      Object.entries(client)
        .filter(([, value]) => typeof value === 'function')
        .map(([name]) => name)
        .sort()
    expect(methodsOf(latch)).toEqual(methodsOf(heavy))
    expect([...Object.keys(ACTIONS), 'destroy'].sort()).toEqual(methodsOf(heavy))
    // The entry's table of kinds is the registry's, action for action.
    expect(CLIENT_METHODS).toEqual(
      Object.fromEntries(Object.entries(ACTIONS).map(([name, action]) => [name, action.kind])),
    )
  })
})
