import { type CreateConnectorFn, createConnector } from '@wagmi/core'
import { type Address, getAddress, SwitchChainError, UserRejectedRequestError } from 'viem'
import type { LatchClient } from '../runtime/index.ts'

/** The options of {@link latchConnector}. */
export type LatchConnectorOptions = {
  /** The app's Latch client (`createLatch`); its modal is where the visitor picks a wallet. */
  readonly latch: LatchClient
}

/** The EIP-1193 provider the connector hands wagmi: every call goes through Latch's allow-list. */
export type LatchEip1193Provider = {
  readonly request: (args: {
    readonly method: string
    readonly params?: readonly unknown[] | object | undefined
  }) => Promise<unknown>
}

type Snapshot = { readonly accounts: readonly Address[]; readonly chainId: number | undefined }

/** The eip155 connection Latch holds now: its addresses and the chain its wallet reports. */
const snapshotOf = (latch: LatchClient): Snapshot => {
  const connection = latch.state.connections.value.eip155
  if (!connection) return { accounts: [], chainId: undefined }
  const chainId = Number(connection.caipNetworkId.split(':')[1])
  return {
    accounts: connection.accounts.map((account) => getAddress(account.address)),
    chainId: Number.isSafeInteger(chainId) ? chainId : undefined,
  }
}

type ConnectorConfig = Parameters<CreateConnectorFn<LatchEip1193Provider>>[0]

/** Tells wagmi what changed from `before` to `next`: a disconnect, other accounts, a chain. */
const emitChange = (emitter: ConnectorConfig['emitter'], before: Snapshot, next: Snapshot) => {
  if (before.accounts.length > 0 && next.accounts.length === 0) {
    emitter.emit('disconnect')
    return
  }
  if (next.accounts.length === 0) return
  if (before.accounts.join() !== next.accounts.join())
    emitter.emit('change', { accounts: next.accounts })
  if (next.chainId !== undefined && before.chainId !== next.chainId)
    emitter.emit('change', { chainId: next.chainId })
}

/** Resolves with the connection once Latch has one; rejects when the modal closes first. */
const waitForConnection = (latch: LatchClient) =>
  new Promise<Snapshot>((resolve, reject) => {
    let sawOpen = latch.state.modal.value.open
    const unsubscribe: Array<() => void> = []
    const settle = (done: () => void) => {
      for (const stopOne of unsubscribe.splice(0)) stopOne()
      done()
    }
    const check = () => {
      const now = snapshotOf(latch)
      if (now.accounts.length > 0) return settle(() => resolve(now))
      const { open } = latch.state.modal.value
      if (open) sawOpen = true
      else if (sawOpen)
        settle(() => reject(new UserRejectedRequestError(new Error('The Latch modal was closed'))))
    }
    unsubscribe.push(latch.state.connections.subscribe(check))
    unsubscribe.push(latch.state.modal.subscribe(check))
  })

/**
 * The connection `connect` hands wagmi: Latch's current one, else on a reconnect the one Latch
 * restores on load (never opening the modal), else the one the visitor makes in the modal.
 */
const connectionFor = async (latch: LatchClient, isReconnecting: boolean | undefined) => {
  const current = snapshotOf(latch)
  if (current.accounts.length > 0) return current
  // A reconnect never opens the modal: Latch restores its own session on load.
  if (isReconnecting) {
    await latch.ready
    const restored = snapshotOf(latch)
    if (restored.accounts.length === 0) throw new Error('Latch has no connection to restore')
    return restored
  }
  const connected = waitForConnection(latch)
  await latch.open()
  return connected
}

/** Switches Latch to the eip155 network of `chainId`, which both sides must know. */
const switchLatchChain = async (latch: LatchClient, config: ConnectorConfig, chainId: number) => {
  const chain = config.chains.find((one) => one.id === chainId)
  const network = latch.config.networks.find(
    (one) => one.chainNamespace === 'eip155' && one.id === chainId,
  )
  if (!chain || !network)
    throw new SwitchChainError(new Error(`Chain ${chainId} is not configured`))
  await latch.switchNetwork(network)
  config.emitter.emit('change', { chainId })
  return chain
}

/** Calls `onChange` on every change of Latch's connections or network; returns the stop. */
const watchLatch = (latch: LatchClient, onChange: () => void) => {
  const unsubscribe = [
    latch.state.connections.subscribe(onChange),
    latch.state.network.subscribe(onChange),
  ]
  return () => {
    for (const one of unsubscribe) one()
  }
}

/**
 * A wagmi connector whose wallet picker is Latch's modal: `connect` opens the modal and resolves
 * once the visitor has connected an EVM wallet there (a `UserRejectedRequestError` when the modal
 * closes first). Afterwards wagmi's hooks and actions (`useAccount`, `useSignMessage`,
 * `useSendTransaction`, `useSwitchChain`, …) run through Latch's connection, and changes made in
 * the modal (another account, network or a disconnect) reach wagmi as connector events.
 *
 * @example
 * import { createConfig, http } from '@wagmi/core'
 * import { mainnet } from 'viem/chains'
 * import { createLatch } from 'latch'
 * import { mainnet as latchMainnet } from 'latch/networks'
 * import { latchConnector } from 'latch/wagmi'
 *
 * const latch = createLatch({ projectId: 'my-app', networks: [latchMainnet] })
 * export const config = createConfig({
 *   chains: [mainnet],
 *   connectors: [latchConnector({ latch })],
 *   transports: { [mainnet.id]: http() },
 * })
 */
export const latchConnector = ({
  latch,
}: LatchConnectorOptions): CreateConnectorFn<LatchEip1193Provider> =>
  createConnector<LatchEip1193Provider>((config) => {
    const provider: LatchEip1193Provider = {
      request: ({ method, params }) =>
        latch.request({ method, params: params as never }, { namespace: 'eip155' }),
    }
    let last: Snapshot = snapshotOf(latch)
    let stop: (() => void) | undefined

    const onChange = () => {
      const before = last
      last = snapshotOf(latch)
      emitChange(config.emitter, before, last)
    }

    return {
      id: 'latch',
      name: 'Latch',
      type: 'latch',
      async setup() {
        stop?.()
        stop = watchLatch(latch, onChange)
      },
      async connect(parameters = {}) {
        const current = await connectionFor(latch, parameters.isReconnecting)
        last = current
        let chainId = current.chainId ?? config.chains[0].id
        if (parameters.chainId !== undefined && parameters.chainId !== chainId)
          chainId = (await this.switchChain?.({ chainId: parameters.chainId }))?.id ?? chainId
        const accounts = parameters.withCapabilities
          ? current.accounts.map((address) => ({ address, capabilities: {} }))
          : current.accounts
        return { accounts, chainId } as never
      },
      async disconnect() {
        await latch.disconnect('eip155')
      },
      async getAccounts() {
        return snapshotOf(latch).accounts
      },
      async getChainId() {
        const { id } = latch.state.network.value
        return snapshotOf(latch).chainId ?? (typeof id === 'number' ? id : config.chains[0].id)
      },
      async getProvider() {
        return provider
      },
      async isAuthorized() {
        await latch.ready
        return snapshotOf(latch).accounts.length > 0
      },
      async switchChain({ chainId }) {
        return switchLatchChain(latch, config, chainId)
      },
      onAccountsChanged(accounts) {
        if (accounts.length === 0) this.onDisconnect()
        else config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a)) })
      },
      onChainChanged(chain) {
        config.emitter.emit('change', { chainId: Number(chain) })
      },
      onDisconnect() {
        config.emitter.emit('disconnect')
      },
    }
  })
