import { Effect, Exit } from 'effect'
import { EmbeddedWalletError } from '../../errors/EmbeddedWalletError.ts'
import type { LoggerService } from '../../services/Logger.ts'
import { toEmbeddedWalletError } from './authWalletError.ts'
import type { FrameMessage } from './FrameTransport.ts'

type LoadedFrame = import('./authFrame.ts').AuthFrame

/** What the auth connector is made from. */
export interface AuthConnectorOptions {
  /** The secure-frame page (`createLatch({ frameUrl })`). */
  readonly frameUrl: string
  readonly projectId: string
  /** Where the frame is put; default the page's `document`. */
  readonly document?: Document | undefined
  /** Sent once the frame is up (SPEC §7 sync dapp data). */
  readonly dappData?: Readonly<Record<string, unknown>> | undefined
  /** Sent once the frame is up (SPEC §7 sync theme). */
  readonly theme?: Readonly<Record<string, unknown>> | undefined
  /** The client's Logger, for the frame transport; default a fresh one. */
  readonly logger?: LoggerService | undefined
  /** Test hook: opens the frame instead of `openAuthFrame` (a frame wallet in a unit test). */
  readonly openFrame?: (() => Effect.Effect<LoadedFrame, unknown>) | undefined
}

/** The auth connector's frame: loaded on first use, then kept until `close`. */
export interface AuthFrameLoader {
  /** The frame, loading and mounting it first; one that failed to load is tried again. */
  readonly frame: Effect.Effect<LoadedFrame, EmbeddedWalletError>
  /** The frame once loaded, `undefined` before. */
  readonly opened: () => LoadedFrame | undefined
  /** Whether the frame is loaded or loading. */
  readonly started: () => boolean
  /** Removes the frame from the page (once it has loaded). */
  readonly close: () => Promise<void>
}

const frameUrlFor = (frameUrl: string, projectId: string) => {
  const url = new URL(frameUrl)
  url.searchParams.set('projectId', projectId)
  return url.href
}

/** Opens the frame at `frameUrl`: the test hook's, else `openAuthFrame` from its lazy chunk. */
const openFrame = (
  options: AuthConnectorOptions,
  frameUrl: string,
): Effect.Effect<LoadedFrame, EmbeddedWalletError> =>
  Effect.gen(function* () {
    const doc = options.document ?? globalThis.document
    if (!doc && !options.openFrame)
      return yield* Effect.fail(EmbeddedWalletError.of('DependencyLoadFailed'))
    if (options.openFrame)
      return yield* options.openFrame().pipe(Effect.mapError(toEmbeddedWalletError))
    return yield* Effect.tryPromise({
      try: () => import('./authFrame.ts'),
      catch: (cause) => EmbeddedWalletError.of('DependencyLoadFailed', cause),
    }).pipe(
      Effect.flatMap((module) =>
        module
          .openAuthFrame({ frameUrl, document: doc, logger: options.logger })
          .pipe(Effect.mapError(toEmbeddedWalletError)),
      ),
    )
  })

/**
 * The frame of `options`, loaded on first use: `forward` hears its unasked messages, and it is
 * sent the dapp data and theme (SPEC §7 sync) before its first request.
 */
export const makeAuthFrameLoader = (
  options: AuthConnectorOptions,
  forward: (message: FrameMessage) => void,
): AuthFrameLoader => {
  const url = frameUrlFor(options.frameUrl, options.projectId)
  let opening: Promise<Exit.Exit<LoadedFrame, EmbeddedWalletError>> | undefined
  let opened: LoadedFrame | undefined

  const load = Effect.gen(function* () {
    const frame = yield* openFrame(options, url)
    frame.onEvent(forward)
    if (options.dappData)
      yield* frame.request('app/sync-dapp-data', options.dappData).pipe(Effect.ignore)
    if (options.theme) yield* frame.request('app/sync-theme', options.theme).pipe(Effect.ignore)
    opened = frame
    return frame
  })

  return {
    frame: Effect.suspend(() => {
      opening ??= Effect.runPromiseExit(load)
      const current = opening
      return Effect.promise(() => current).pipe(
        Effect.flatMap((exit) => {
          // A frame that failed to load is tried again next time.
          if (Exit.isFailure(exit) && opening === current) opening = undefined
          return exit
        }),
      )
    }),
    opened: () => opened,
    started: () => opened !== undefined || opening !== undefined,
    close: async () => {
      const current = opening
      opening = undefined
      opened = undefined
      const exit = current ? await current : undefined
      if (exit && Exit.isSuccess(exit)) await exit.value.close()
    },
  }
}
