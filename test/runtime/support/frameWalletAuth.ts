import { Effect } from 'effect'
import type { Hex } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import { type ApprovalUi, makeApprovalQueue } from '../../../frame/approvalQueue.ts'
import type { ApprovalAsk } from '../../../frame/describeRequest.ts'
import type { FrameChain } from '../../../frame/FrameConfig.ts'
import { makeFrameWallet } from '../../../frame/frameWallet.ts'
import { memoryVault } from '../../../frame/sessionVault.ts'
import type { FrameRequest } from '../../../generated/frame/zod.ts'
import { localSolanaNetwork } from '../../../playground/solana/localSolanaNetwork.ts'
import { makeAuthConnector } from '../../../runtime/connectors/embedded/authConnector.ts'
import { FrameReplyError } from '../../../runtime/errors/FrameReplyError.ts'
import { defineNetwork } from '../../../runtime/networks.ts'

export const solanaLocal = localSolanaNetwork('http://127.0.0.1:1')
export const anvil = defineNetwork({
  id: 31337,
  chainNamespace: 'eip155',
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

/** Anvil as the frame's chain, on a closed port (nothing is contacted). */
export const frameAnvil: FrameChain = {
  chainId: anvil.id as number,
  name: 'Anvil',
  rpcUrl: 'http://127.0.0.1:1',
}

export interface TestFrameWalletOptions {
  /** Hears the waiting ids (the page posts them to the app). */
  readonly onApproval?: (waiting: readonly string[]) => void
  /** The session's key, e.g. one the test funded on a chain; a fresh one by default. */
  readonly privateKey?: Hex
  /** The frame's chains, the first the default: Anvil and Solana Local on a closed port. */
  readonly chains?: readonly FrameChain[]
  /** The frame's fetch (its own origin: auth, prices); answers `{}` by default. */
  readonly fetch?: typeof fetch
}

/**
 * The real frame wallet with a logged-in session (on Anvil and Solana Local, nothing contacted,
 * unless `chains` says otherwise), its approval UI faked: what it shows, whether it is visible,
 * and the visitor's hand on its buttons. `isConnected` asks the frame whether its session is
 * still there; `nextAsk` settles when the frame shows its next ask.
 */
export const testFrameWallet = async (options: TestFrameWalletOptions = {}) => {
  const vault = memoryVault()
  await vault.save({
    token: 't',
    email: 'ada@example.com',
    expiresAt: Date.now() + 1e6,
    privateKey: options.privateKey ?? generatePrivateKey(),
  })
  const shown: ApprovalAsk[] = []
  const buttons: ((approved: boolean) => void)[] = []
  const waiters: (() => void)[] = []
  let visible = false
  const ui: ApprovalUi = {
    show: (ask, d) => {
      shown.push(ask)
      buttons.push(d)
      visible = true
      for (const waiter of waiters.splice(0)) waiter()
    },
    more: () => undefined,
    hide: () => {
      visible = false
    },
  }
  const wallet = makeFrameWallet(
    {
      projectId: 'demo',
      allowedOrigins: ['http://127.0.0.1:5173'],
      chains: options.chains ?? [
        frameAnvil,
        { chainId: solanaLocal.id, name: 'Solana Local', rpcUrl: 'http://127.0.0.1:1' },
      ],
    },
    {
      fetch:
        options.fetch ??
        ((async () => new Response('{}', { status: 200 })) as unknown as typeof fetch),
      vault,
      approvals: makeApprovalQueue(ui, options.onApproval ?? (() => undefined)),
    },
  )
  /** One request to the frame, as the page hands it over. */
  const send = (type: string, payload: unknown = {}) =>
    wallet({ id: crypto.randomUUID(), type, payload } as FrameRequest)
  const isConnected = async () => {
    const answer = await send('app/is-connected')
    return answer.ok && (answer.payload as { isConnected: boolean }).isConnected
  }
  // The session of a finished e-mail login, as the frame finds it on load.
  if (!(await isConnected())) throw new Error('The frame did not find its session on load')
  return {
    wallet,
    send,
    vault,
    shown,
    visible: () => visible,
    /** The Approve or Reject of the last ask shown (also once it left the screen). */
    press: (approved: boolean) => buttons.at(-1)?.(approved),
    nextAsk: () => new Promise<void>((resolve) => waiters.push(resolve)),
    isConnected,
  }
}

/**
 * The auth connector on the real frame wallet, joined without the iframe: each request goes
 * to `makeFrameWallet` as the frame page would hand it over, with a logged-in session.
 */
export const frameWalletAuth = async (options: TestFrameWalletOptions = {}) => {
  const frame = await testFrameWallet(options)
  const { send } = frame
  const auth = makeAuthConnector({
    frameUrl: 'http://127.0.0.1:8788/frame',
    projectId: 'demo',
    openFrame: () =>
      Effect.succeed({
        request: (type: string, payload?: unknown) =>
          Effect.promise(() => send(type, payload)).pipe(
            Effect.flatMap((answer) =>
              answer.ok
                ? Effect.succeed({ id: '1', type: `${type}-success`, payload: answer.payload })
                : Effect.fail(
                    FrameReplyError.of(answer.message, {
                      request: type,
                      reply: `${type}-error`,
                      code: answer.code,
                    }),
                  ),
            ),
          ),
        onEvent: () => () => undefined,
        place: () => undefined,
        close: async () => undefined,
      }),
  })
  return { ...frame, auth }
}
