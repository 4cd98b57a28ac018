import { createKeyPairSignerFromPrivateKeyBytes } from '@solana/kit'
import { SignClient } from '@walletconnect/sign-client'
import { privateKeyToAccount } from 'viem/accounts'
import { type DevAccount, devAccounts } from '../chain/devAccounts.ts'
import { createDevWallet } from '../devWallet/createDevWallet.ts'
import { devSolanaSeed } from '../solana/devSolanaKeys.ts'
import { answerSolana } from './answerSolana.ts'
import type {
  MobileWallet,
  MobileWalletDecision,
  MobileWalletOptions,
  MobileWalletProposal,
  MobileWalletRequest,
} from './MobileWallet.ts'
import { chainsOfProposal, methodsOfProposal } from './readProposal.ts'
import { makeMobileWalletStorage } from './walletStorage.ts'

export type {
  MobileWallet,
  MobileWalletDecision,
  MobileWalletOptions,
  MobileWalletProposal,
  MobileWalletRequest,
} from './MobileWallet.ts'

const userRejected = { code: 5000, message: 'User rejected.' }
const userDisconnected = { code: 6000, message: 'User disconnected.' }

/** A sign-in asked in a session proposal (sign-client's `requests.authentication`). */
type AuthenticationRequest = {
  readonly chains: string[]
  readonly domain: string
  readonly aud: string
  readonly nonce: string
  readonly version: string
  readonly type?: string
  readonly iat: string
  readonly statement?: string
  readonly exp?: string
  readonly nbf?: string
  readonly requestId?: string
  readonly resources?: string[]
}

/**
 * Creates the dev mobile wallet: plays a phone wallet over WalletConnect with the real
 * `@walletconnect/sign-client`. It pairs with a URI, asks `onProposal` about each session
 * proposal (approving the eip155 chains and Solana clusters it holds, and answering a sign-in
 * the proposal carries with a CACAO), asks `onRequest` about each request and answers it with
 * the Latch dev wallet's signer against the local chain (`personal_sign`,
 * `eth_sendTransaction`, `eth_signTypedData_v4`, `eth_chainId`, …) or, on Solana, with a
 * Solana dev key (`solana_signMessage`). Telemetry is off; the
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
  const solanaHeld = new Set(options.solanaChains ?? [])
  const solana = await createKeyPairSignerFromPrivateKeyBytes(devSolanaSeed(options.solanaKey ?? 0))
  const evm = privateKeyToAccount(privateKey)

  const client = await SignClient.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    storage: (options.storage ?? makeMobileWalletStorage()) as never,
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

  /** The CACAO answering a sign-in in the proposal: CAIP-122 signed by the EVM account. */
  const cacaoFor = async (auth: AuthenticationRequest) => {
    const chain = auth.chains.find((c) => held.has(c))
    if (!chain) return undefined
    const payload = {
      domain: auth.domain,
      aud: auth.aud,
      version: auth.version,
      nonce: auth.nonce,
      iat: auth.iat,
      ...(auth.statement ? { statement: auth.statement } : {}),
      ...(auth.exp ? { exp: auth.exp } : {}),
      ...(auth.nbf ? { nbf: auth.nbf } : {}),
      ...(auth.requestId ? { requestId: auth.requestId } : {}),
      ...(auth.resources?.length ? { resources: auth.resources } : {}),
    }
    const iss = `did:pkh:${chain}:${address}`
    const message = client.formatAuthMessage({ request: payload, iss })
    const signature = await evm.signMessage({ message })
    return {
      h: { t: 'caip122' as const },
      p: { ...payload, iss },
      s: { t: 'eip191' as const, s: signature },
    }
  }

  client.on('session_proposal', async ({ id, params }) => {
    const asked = chainsOfProposal(params)
    const auth = (params as { requests?: { authentication?: AuthenticationRequest[] } }).requests
      ?.authentication?.[0]
    const chains = asked.filter((c) => held.has(c))
    const solanaChains = asked.filter((c) => solanaHeld.has(c))
    const ok =
      chains.length + solanaChains.length > 0 &&
      (await Promise.resolve(
        decideProposal({
          id,
          name: params.proposer.metadata.name,
          chains: asked,
          signIn: auth !== undefined,
        }),
      ).catch(() => false))
    if (!ok) {
      await client.reject({ id, reason: userRejected })
      return
    }
    const events = ['accountsChanged', 'chainChanged']
    const cacao = auth && options.signIn !== false ? await cacaoFor(auth) : undefined
    await client.approve({
      id,
      namespaces: {
        ...(chains.length > 0
          ? {
              eip155: {
                chains,
                accounts: chains.map((c) => `${c}:${address}`),
                methods: methodsOfProposal(params, 'eip155'),
                events,
              },
            }
          : {}),
        ...(solanaChains.length > 0
          ? {
              solana: {
                chains: solanaChains,
                accounts: solanaChains.map((c) => `${c}:${solana.address}`),
                methods: methodsOfProposal(params, 'solana'),
                events,
              },
            }
          : {}),
      },
      ...(cacao ? { proposalRequestsResponses: { authentication: [cacao] } } : {}),
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
      if (params.chainId.startsWith('solana:'))
        return respond({ result: await answerSolana(solana, request.method, request.params) })
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
    solanaAddress: solana.address,
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
