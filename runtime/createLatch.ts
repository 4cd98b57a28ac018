import type { ClientEnvironment, LatchClient } from './client.ts'
import { UNCONFIGURED_PROJECT_ID } from './constants.ts'
import { PROJECT_ID_NOT_CONFIGURED } from './errors/ConfigError.ts'
import { forwardMethods } from './facade/clientMethods.ts'
import { loadClient } from './facade/loadClient.ts'
import { PRELOAD, type Preloadable } from './facade/preload.ts'
import { whenIdle } from './facade/whenIdle.ts'
import type { LatchOptions } from './services/Config.ts'
import { resolveOptions } from './services/config/resolveOptions.ts'
import { createState, type WritableState } from './state/createState.ts'

/** A call made before the runtime arrived, run in order once it has. */
interface Queued {
  readonly run: (client: LatchClient) => void
  readonly fail: (error: unknown) => void
}

/** Whether the app gave no project id (none, or only blanks). */
const lacksProjectId = (options: LatchOptions): boolean => {
  const id = (options as { readonly projectId?: unknown }).projectId
  return id === undefined || (typeof id === 'string' && !/\S/.test(id))
}

/** The options of a client with no project: no Data API, the placeholder id. */
const withoutProject = (options: LatchOptions): LatchOptions => {
  const { apiUrl: _noProjectNoApi, ...rest } = options
  return { ...rest, projectId: UNCONFIGURED_PROJECT_ID }
}

/**
 * SPEC §4 modal state `loading`: an open() that waits for the runtime shows the modal loading
 * meanwhile (the React modal shows a spinner), until it opens or fails.
 */
const showLoadingWhileOpening =
  (open: LatchClient['open'], state: WritableState, loaded: () => boolean): LatchClient['open'] =>
  (options) => {
    if (loaded()) return open(options)
    state.modal.value = { ...state.modal.value, loading: true }
    const opening = open(options)
    // On the side, so the caller's promise settles in the same turn as the other queued calls'.
    const done = () => {
      if (state.modal.value.loading) state.modal.value = { ...state.modal.value, loading: false }
    }
    opening.then(done, done)
    return opening
  }

/**
 * Creates a Latch client. Bad options throw at once with an error naming the field; a missing
 * `projectId` does not: the client runs without a Data API and shows SPEC §8's alert 'Project
 * ID Not Configured'.
 *
 * The client is whole at once to its users (config, state signals, every method), but the
 * runtime behind it (Effect, viem, the connectors: runtime/client.ts) loads with `import()` on
 * the first need: when the page is idle after its first paint, when a Latch button is hovered
 * or focused, or at the first method call or `ready`. Calls made before it arrives wait and run
 * in the order they were made. On the server nothing is scheduled and no browser global is read.
 *
 * @example
 * import { createLatch } from 'latch'
 * import { mainnet } from 'latch/networks'
 *
 * const latch = createLatch({ projectId: 'demo', networks: [mainnet] })
 * await latch.open()
 */
export const createLatch = (options: LatchOptions): LatchClient => createLatchIn(options, undefined)

/**
 * `createLatch` in an environment of the caller's: where wallets are discovered, or a
 * WalletConnect connector made elsewhere. For tests (`{}` turns page discovery off); not part of
 * the `latch` entry.
 */
export const createLatchIn = (
  options: LatchOptions,
  environment: ClientEnvironment | undefined,
): LatchClient => {
  const unconfigured = lacksProjectId(options)
  const config = resolveOptions(unconfigured ? withoutProject(options) : options)
  const state = createState(config.defaultNetwork)
  if (unconfigured) {
    state.alert.value = { id: 1, message: PROJECT_ID_NOT_CONFIGURED, variant: 'error' }
    console.error(`Latch: ${PROJECT_ID_NOT_CONFIGURED}: pass createLatch({ projectId, … })`)
  }
  let client: LatchClient | undefined
  let loading: Promise<LatchClient> | undefined
  let ready: Promise<void> | undefined
  let destroyed = false
  const queue: Queued[] = []

  const load = (): Promise<LatchClient> => {
    loading ??= loadClient(config, environment, state).then(
      (loaded) => {
        // Calls queued while draining (a queued call making another) join the end, in order.
        for (let next = queue.shift(); next; next = queue.shift()) next.run(loaded)
        client = loaded
        if (destroyed) void loaded.destroy()
        return loaded
      },
      (error: unknown) => {
        for (let next = queue.shift(); next; next = queue.shift()) next.fail(error)
        throw error
      },
    )
    return loading
  }
  const cancelIdle = whenIdle(() => {
    // A preload: a failed load fails the calls queued for it, and the next call tries again.
    if (!destroyed) load().catch(() => undefined)
  })

  const methods = forwardMethods({
    loaded: () => client,
    enqueue: (run, fail) => {
      queue.push({ run, fail })
      // Its failure reaches the caller through `fail` (load fails the queue).
      load().catch(() => undefined)
    },
  })
  methods.open = showLoadingWhileOpening(methods.open, state, () => client !== undefined)

  const thin: LatchClient & Preloadable = {
    ...methods,
    state,
    config,
    /** Asking for it loads the runtime; settles once stored connections are restored. */
    get ready() {
      ready ??= load().then(
        (loaded) => loaded.ready,
        () => undefined,
      )
      return ready
    },
    /** The loaded client's runtime; there is none before `ready` (or any call) has loaded it. */
    get runtime() {
      if (!client)
        throw new Error(
          'The Latch runtime has not loaded yet: await latch.ready (or any client call) first',
        )
      return client.runtime
    },
    destroy: async () => {
      destroyed = true
      cancelIdle()
      if (client) return client.destroy()
      // A load under way finishes and is released at once (see load).
      // Its failure is the calls' to report; destroy only waits for it to settle.
      await loading?.catch(() => undefined)
    },
    [PRELOAD]: () => (destroyed ? Promise.resolve(undefined) : load()),
  }
  return thin
}
