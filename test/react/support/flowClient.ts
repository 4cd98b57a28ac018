import { Effect, type Layer, ManagedRuntime } from 'effect'
import type { Connector } from '../../../runtime/connectors/Connector.ts'
import {
  connectEmail,
  resendEmailCode,
  submitEmailOtp,
} from '../../../runtime/features/email/emailLogin.ts'
import { goBack } from '../../../runtime/features/kernel/router.ts'
import { switchNetwork } from '../../../runtime/features/networks/switchNetwork.ts'
import { estimateSendFee, estimateSwapFee } from '../../../runtime/features/send/previewFees.ts'
import { resetSend, updateSend } from '../../../runtime/features/send/sendForm.ts'
import { resolveSendReceiver } from '../../../runtime/features/send/sendReceiver.ts'
import { loadSendTokens } from '../../../runtime/features/send/sendTokens.ts'
import { loadSwapTokens, quoteSwap, updateSwap } from '../../../runtime/features/swap/swapForm.ts'
import type { LatchClient } from '../../../runtime/index.ts'
import type { LatchServices } from '../../../runtime/LatchClient.ts'
import { layerTest } from '../../../runtime/layers.ts'
import type { Network } from '../../../runtime/networks.ts'
import { ChainRpc } from '../../../runtime/services/ChainRpc.ts'
import type { DataApi } from '../../../runtime/services/DataApi.ts'
import type { WritableState } from '../../../runtime/state/createState.ts'
import { makeFakeClient } from './fakeClient.ts'

/** What a flow client is built over: the edge fakes and the app's networks. */
export interface FlowClientSetup {
  readonly networks: readonly [Network, ...Network[]]
  readonly view: 'Swap' | 'WalletSend' | 'EmailVerifyOtp'
  readonly dataApi: Layer.Layer<DataApi>
  readonly chainRpc?: Layer.Layer<ChainRpc>
  readonly connectors?: readonly Connector[]
  /**
   * Look the receiver up after each receiver write, as the client's `updateSend` does
   * (SEARCH_DEBOUNCE_MS of real time, then the Data API); off by default, so a test that only
   * types addresses settles without the wait.
   */
  readonly resolveReceiver?: boolean
}

/**
 * The fake client of the view tests with the form flows made real: its Send, Swap, code-step,
 * network and back methods run the runtime's own flows (as `runtime/client.ts` wires them,
 * the quote and the fees in the background) over the fake's signals and the edge fakes given.
 * `idle()` says whether no flow is still running, so a test can wait for the view to settle.
 */
export const makeFlowClient = (setup: FlowClientSetup) => {
  const apiUrl = 'http://127.0.0.1:9'
  const fake = makeFakeClient({
    view: setup.view,
    apiUrl,
    features: { email: true },
    frameUrl: 'http://127.0.0.1:9/frame',
    config: { networks: [...setup.networks] },
  })
  fake.state.network.value = setup.networks[0]
  const runtime = ManagedRuntime.make(
    layerTest({
      connectors: setup.connectors ?? [],
      options: { networks: [...setup.networks], apiUrl, projectId: 'test' },
      state: fake.state as unknown as WritableState,
      dataApi: setup.dataApi,
      chainRpc: setup.chainRpc ?? ChainRpc.layerTest({}),
    }),
  )
  let running = 0
  const real = async <A, E>(program: Effect.Effect<A, E, LatchServices>): Promise<A> => {
    running++
    try {
      return await runtime.runPromise(program)
    } finally {
      running--
    }
  }
  const quiet = (program: Effect.Effect<unknown, unknown, LatchServices>) => {
    void real(Effect.ignore(program))
  }
  const requote = () => quiet(Effect.ignore(quoteSwap()).pipe(Effect.andThen(estimateSwapFee())))
  Object.assign(fake.client, {
    loadSwapTokens: async (opts?: { force?: boolean }) => {
      await real(loadSwapTokens(opts))
      const { quote, status } = fake.state.swap.value
      if (!quote && status !== 'quoting') requote()
    },
    updateSwap: async (patch: Parameters<typeof updateSwap>[0]) => {
      await real(updateSwap(patch))
      requote()
    },
    loadSendTokens: (opts?: { force?: boolean }) => real(loadSendTokens(opts)),
    updateSend: async (patch: Parameters<typeof updateSend>[0]) => {
      await real(updateSend(patch))
      if (setup.resolveReceiver && 'receiver' in patch) quiet(resolveSendReceiver())
      if (fake.state.send.value.ready) quiet(estimateSendFee())
    },
    resetSend: () => real(resetSend()),
    switchNetwork: (network: Network) => real(switchNetwork(network)),
    connectEmail: (email: string) => real(connectEmail(email)),
    submitEmailOtp: (otp: string) => real(submitEmailOtp(otp)),
    resendEmailCode: () => real(resendEmailCode()),
    back: () => {
      fake.state.router.value = goBack(fake.state.router.value)
    },
  } satisfies Partial<LatchClient>)
  return {
    ...fake,
    idle: () => running === 0,
    dispose: () => runtime.dispose(),
  }
}
