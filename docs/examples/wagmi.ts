// README "wagmi": Latch's modal as the wagmi app's wallet picker; the app keeps its hooks.
import { connect, createConfig, getAccount, http, signMessage } from '@wagmi/core'
import { createLatch } from 'latch'
import { mainnet as latchMainnet } from 'latch/networks'
import { latchConnector } from 'latch/wagmi'
import { mainnet } from 'viem/chains'

const latch = createLatch({ projectId: 'my-app', networks: [latchMainnet] })

export const config = createConfig({
  chains: [mainnet],
  connectors: [latchConnector({ latch })],
  transports: { [mainnet.id]: http() },
})

/** What a "Connect" button of the app does: Latch's modal opens, wagmi gets the account. */
export const connectAndSign = async () => {
  const [connector] = config.connectors
  if (!connector) throw new Error('no connector')
  await connect(config, { connector })
  const { address } = getAccount(config)
  return { address, signature: await signMessage(config, { message: 'hello' }) }
}
