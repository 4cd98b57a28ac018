import { SignClient } from '@walletconnect/sign-client'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  makeWalletConnectMemoryStorage,
  type WalletConnectStorage,
} from '../../runtime/connectors/walletConnectMemoryStorage.ts'
import { type DevAccount, devAccounts } from '../chain/devAccounts.ts'
import { createDevWallet, type DevWalletChain } from '../devWallet/createDevWallet.ts'

type Client = Awaited<ReturnType<typeof SignClient.init>>

/** A session proposal, as the wallet is asked about it. */
export interface MobileWalletProposal {
  readonly id: number
  /** The dApp's name (its metadata). */
  readonly name: string
  /** The CAIP-2 chains the dApp asked for (required and optional). */
  readonly chains: readonly string[]
}

/** A session request, as the wallet is asked about it. */
export interface MobileWalletRequest {
  readonly topic: string
  readonly id: number
  /** CAIP-2 chain the request is for, e.g. `eip155:31337`. */
  readonly chainId: string
  readonly method: string
  readonly params: unknown
}

/** A yes/no answer the user gives; `false` rejects (proposal: 5000, request: 4001). */
export type MobileWalletDecision<T> = (item: T) => boolean | Promise<boolean>

/** Options of `createMobileWallet`. */
export interface MobileWalletOptions {
  /** The WalletConnect relay, e.g. the dev relay's `ws://127.0.0.1:<port>`. */
  readonly relayUrl: string
  readonly projectId: string
  /** The eip155 chains the wallet holds an account on; the first is its current one. */
  readonly chains: readonly [DevWalletChain, ...DevWalletChain[]]
  /** The signing key; default anvil dev account 0. */
  readonly privateKey?: Hex | undefined
  /** Where sign-client keeps its pairings and sessions; default memory. */
  readonly storage?: WalletConnectStorage | undefined
  /** Decides each proposal; default approve. Replace it later with `onProposal`. */
  readonly approveProposal?: MobileWalletDecision<MobileWalletProposal> | undefined
  /** Decides each request; default approve. Replace it later with `onRequest`. */
  readonly approveRequest?: MobileWalletDecision<MobileWalletRequest> | undefined
}

/** The dev mobile wallet: the wallet side of WalletConnect, signing with a local account. */
export interface MobileWallet {
  readonly address: Hex
  /** Pairs with a `wc:` URI (pasted or scanned); the proposal arrives next. */
  pair(uri: string): Promise<void>
  /** Sets who decides proposals; returns the function that restores the previous one. */
  onProposal(decide: MobileWalletDecision<MobileWalletProposal>): () => void
  /** Sets who decides requests; returns the function that restores the previous one. */
  onRequest(decide: MobileWalletDecision<MobileWalletRequest>): () => void
  /** The topics of the sessions it holds. */
  sessions(): string[]
  /** Tells the dApp about a chain switch (`session_event` chainChanged) on every session. */
  switchChain(chainId: number): Promise<void>
  /** Ends one session, or all of them (the dApp sees `session_delete`). */
  disconnect(topic?: string): Promise<void>
  /** Closes the relay socket and stops the SDK's timers. */
  close(): Promise<void>
  /** The sign-client underneath. */
  readonly client: Client
}

const userRejected = { code: 5000, message: 'User rejected.' }
const userDisconnected = { code: 6000, message: 'User disconnected.' }

const chainsOfProposal = (params: {
  requiredNamespaces?: Record<string, { chains?: string[] }>
  optionalNamespaces?: Record<string, { chains?: string[] }>
}): string[] => {
  const all = [
    ...Object.entries(params.requiredNamespaces ?? {}),
    ...Object.entries(params.optionalNamespaces ?? {}),
  ].flatMap(([key, ns]) => (key.includes(':') ? [key] : (ns.chains ?? [])))
  return [...new Set(all)]
}

const methodsOfProposal = (params: {
  requiredNamespaces?: Record<string, { methods?: string[] }>
  optionalNamespaces?: Record<string, { methods?: string[] }>
}): string[] => {
  const all = [
    ...Object.entries(params.requiredNamespaces ?? {}),
    ...Object.entries(params.optionalNamespaces ?? {}),
  ]
    .filter(([key]) => key.startsWith('eip155'))
    .flatMap(([, ns]) => ns.methods ?? [])
  return [...new Set(all)]
}

/**
 * Creates the dev mobile wallet: plays a phone wallet over WalletConnect with the real
 * `@walletconnect/sign-client`. It pairs with a URI, asks `onProposal` about each session
 * proposal (approving the eip155 chains it holds), asks `onRequest` about each request and
 * answers it with the Latch dev wallet's signer against the local chain (`personal_sign`,
 * `eth_sendTransaction`, `eth_signTypedData_v4`, `eth_chainId`, …). Telemetry is off; the
 * dev relay never hands it an attestation, so Verify is not asked either.
 *
 * @example
 * import { createMobileWallet } from './createMobileWallet.ts'
 * const wallet = await createMobileWallet({
 *   relayUrl: 'ws://127.0.0.1:8546',
 *   projectId: 'demo',
 *   chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }],
 * })
 * await wallet.pair(uri)
 */
export const createMobileWallet = async (options: MobileWalletOptions): Promise<MobileWallet> => {
  const privateKey = options.privateKey ?? (devAccounts[0] as DevAccount).privateKey
  const address = privateKeyToAccount(privateKey).address
  const signer = createDevWallet({
    chains: options.chains,
    privateKey,
    autoApprove: true,
    connected: true,
  })
  let decideProposal: MobileWalletDecision<MobileWalletProposal> =
    options.approveProposal ?? (() => true)
  let decideRequest: MobileWalletDecision<MobileWalletRequest> =
    options.approveRequest ?? (() => true)
  const held = new Set(options.chains.map((c) => `eip155:${c.chainId}`))

  const client = await SignClient.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    storage: (options.storage ?? makeWalletConnectMemoryStorage()) as never,
    customStoragePrefix: 'latch-mobile-wallet',
    telemetryEnabled: false,
    logger: 'error',
    metadata: {
      name: 'Latch Dev Mobile Wallet',
      description: 'A development wallet that pairs over WalletConnect',
      url: 'http://127.0.0.1',
      icons: [],
    },
  })

  client.on('session_proposal', async ({ id, params }) => {
    const asked = chainsOfProposal(params)
    const chains = asked.filter((c) => held.has(c))
    const ok =
      chains.length > 0 &&
      (await Promise.resolve(
        decideProposal({ id, name: params.proposer.metadata.name, chains: asked }),
      ).catch(() => false))
    if (!ok) {
      await client.reject({ id, reason: userRejected })
      return
    }
    await client.approve({
      id,
      namespaces: {
        eip155: {
          chains,
          accounts: chains.map((c) => `${c}:${address}`),
          methods: methodsOfProposal(params),
          events: ['accountsChanged', 'chainChanged'],
        },
      },
    })
  })

  client.on('session_request', async ({ topic, id, params }) => {
    const request: MobileWalletRequest = {
      topic,
      id,
      chainId: params.chainId,
      method: params.request.method,
      params: params.request.params,
    }
    const respond = (
      response: { result: unknown } | { error: { code: number; message: string } },
    ) => client.respond({ topic, response: { id, jsonrpc: '2.0', ...response } as never })
    const ok = await Promise.resolve(decideRequest(request)).catch(() => false)
    if (!ok) return respond({ error: { code: 4001, message: 'User rejected the request.' } })
    try {
      const chainId = Number(params.chainId.split(':')[1])
      if (chainId !== signer.chainId) {
        await signer.request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: `0x${chainId.toString(16)}` }],
        })
      }
      const result = await signer.request({
        method: request.method,
        params: (request.params ?? []) as readonly unknown[],
      })
      return respond({ result })
    } catch (error) {
      const e = error as { code?: unknown; message?: unknown }
      return respond({
        error: {
          code: typeof e.code === 'number' ? e.code : -32603,
          message: typeof e.message === 'string' ? e.message : 'Internal error',
        },
      })
    }
  })

  const replace = <T>(set: (d: T) => void, previous: T, next: T) => {
    set(next)
    return () => set(previous)
  }

  return {
    address,
    client,
    pair: async (uri) => {
      await client.pair({ uri })
    },
    onProposal: (decide) => replace((d) => (decideProposal = d), decideProposal, decide),
    onRequest: (decide) => replace((d) => (decideRequest = d), decideRequest, decide),
    sessions: () => client.session.getAll().map((s) => s.topic),
    switchChain: async (chainId) => {
      await signer.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: `0x${chainId.toString(16)}` }],
      })
      for (const session of client.session.getAll()) {
        await client.emit({
          topic: session.topic,
          chainId: `eip155:${chainId}`,
          event: { name: 'chainChanged', data: chainId },
        })
      }
    },
    disconnect: async (topic) => {
      const topics = topic ? [topic] : client.session.getAll().map((s) => s.topic)
      for (const t of topics) await client.disconnect({ topic: t, reason: userDisconnected })
    },
    close: async () => {
      client.core.heartbeat.stop()
      await client.core.relayer.transportClose().catch(() => undefined)
    },
  }
}
