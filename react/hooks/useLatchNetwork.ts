import { useCallback } from 'react'
import type { Network } from '../../runtime/index.ts'
import { useLatch } from './useLatch.ts'
import { useSignalValue } from './useSignalValue.ts'

/** What `useLatchNetwork()` returns. */
export interface LatchNetwork {
  /** The active network; its name is 'Unknown Network' when the app does not list it. */
  readonly network: Network
  /** The app's networks, in the order given to `createLatch`. */
  readonly networks: ReadonlyArray<Network>
  /** Whether the app lists the active network. */
  readonly supported: boolean
  readonly switchNetwork: (network: Network) => Promise<void>
}

/**
 * The active network and a way to switch it.
 *
 * @example
 * import { useLatchNetwork } from 'latch/react'
 *
 * const { network, networks, switchNetwork } = useLatchNetwork()
 */
export const useLatchNetwork = (): LatchNetwork => {
  const latch = useLatch()
  const network = useSignalValue(latch.state.network)
  const switchNetwork = useCallback((target: Network) => latch.switchNetwork(target), [latch])
  const networks = latch.config.networks
  return {
    network,
    networks,
    supported: networks.some((n) => n.caipNetworkId === network.caipNetworkId),
    switchNetwork,
  }
}
