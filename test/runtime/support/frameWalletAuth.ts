import { Effect } from 'effect'
import { generatePrivateKey } from 'viem/accounts'
import type { FrameRequest } from '../../../generated/frame/zod.ts'
import { localSolanaNetwork } from '../../../playground/solana/localSolanaNetwork.ts'
import { makeAuthConnector } from '../../../runtime/connectors/authConnector.ts'
import { FrameReplyError } from '../../../runtime/errors/FrameReplyError.ts'
import { defineNetwork } from '../../../runtime/networks.ts'
import { type ApprovalUi, makeApprovalQueue } from '../../../server/frame/page/approvalQueue.ts'
import type { ApprovalAsk } from '../../../server/frame/page/describeRequest.ts'
import { makeFrameWallet } from '../../../server/frame/page/frameWallet.ts'
import { memoryVault } from '../../../server/frame/page/sessionVault.ts'

export const solanaLocal = localSolanaNetwork('http://127.0.0.1:1')
export const anvil = defineNetwork({
  id: 31337,
  chainNamespace: 'eip155',
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

/**
 * The real frame wallet with a logged-in session, on Anvil and Solana Local (nothing is
 * contacted), its approval UI faked: what it shows, whether it is visible, and the visitor's
 * hand on its buttons. `onApproval` hears the waiting ids (the page posts them to the app);
 * `isConnected` asks the frame whether its session is still there.
 */
export const testFrameWallet = async (
  onApproval: (waiting: readonly string[]) => void = () => undefined,
) => {
  const vault = memoryVault()
  await vault.save({
    token: 't',
    email: 'ada@example.com',
    expiresAt: Date.now() + 1e6,
    privateKey: generatePrivateKey(),
  })
  const shown: ApprovalAsk[] = []
  const buttons: ((approved: boolean) => void)[] = []
  let visible = false
  const ui: ApprovalUi = {
    show: (ask, d) => {
      shown.push(ask)
      buttons.push(d)
      visible = true
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
      chains: [
        { chainId: anvil.id as number, name: 'Anvil', rpcUrl: 'http://127.0.0.1:1' },
        { chainId: solanaLocal.id, name: 'Solana Local', rpcUrl: 'http://127.0.0.1:1' },
      ],
    },
    {
      fetch: (async () => new Response('{}', { status: 200 })) as unknown as typeof fetch,
      vault,
      approvals: makeApprovalQueue(ui, onApproval),
    },
  )
  const isConnected = async () => {
    const answer = await wallet({
      id: crypto.randomUUID(),
      type: 'app/is-connected',
      payload: {},
    } as FrameRequest)
    return answer.ok && (answer.payload as { isConnected: boolean }).isConnected
  }
  // The session of a finished e-mail login, as the frame finds it on load.
  await isConnected()
  return {
    wallet,
    shown,
    visible: () => visible,
    /** The Approve or Reject of the last ask shown (also once it left the screen). */
    press: (approved: boolean) => buttons.at(-1)?.(approved),
    isConnected,
  }
}

/**
 * The auth connector on the real frame wallet, joined without the iframe: each request goes
 * to `makeFrameWallet` as the frame page would hand it over, with a logged-in session.
 */
export const frameWalletAuth = async () => {
  const frame = await testFrameWallet()
  const { wallet } = frame
  const auth = makeAuthConnector({
    frameUrl: 'http://127.0.0.1:8788/frame',
    projectId: 'demo',
    openFrame: () =>
      Effect.succeed({
        request: (type: string, payload?: unknown) =>
          Effect.promise(() =>
            wallet({ id: crypto.randomUUID(), type, payload } as FrameRequest),
          ).pipe(
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
