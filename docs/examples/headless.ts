// README "Headless (latch/effect)": the same flows as Effect programs, without React or a DOM.
import { Effect } from 'effect'
import { createLatch } from 'latch'
import { connect, disconnect } from 'latch/effect'
import { defineNetwork } from 'latch/networks'

const local = defineNetwork({
  id: 31337,
  chainNamespace: 'eip155',
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})

/** `provider`: any EIP-1193 provider (a test wallet, a server-side signer). */
export const connectHeadless = async (provider: object) => {
  const latch = createLatch({
    projectId: 'my-app',
    networks: [local],
    connectors: [{ id: 'server-wallet', name: 'Server wallet', namespace: 'eip155', provider }],
  })
  // The client's runtime runs Latch's Effect programs with its own services.
  const result = await latch.runtime.runPromise(
    Effect.gen(function* () {
      const connected = yield* connect('server-wallet')
      yield* disconnect()
      return connected
    }),
  )
  await latch.destroy()
  return result
}
