import type { KeyPairSigner } from '@solana/kit'
import type { SignClient } from '@walletconnect/sign-client'
import type { PrivateKeyAccount } from 'viem/accounts'
import type { createDevWallet } from '../devWallet/createDevWallet.ts'
import { answerSolana } from './answerSolana.ts'
import type {
  MobileWalletDecision,
  MobileWalletOptions,
  MobileWalletProposal,
  MobileWalletRequest,
} from './MobileWallet.ts'
import { chainsOfProposal, methodsOfProposal } from './readProposal.ts'

const userRejected = { code: 5000, message: 'User rejected.' }

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

/** What the wallet's session handlers read: its keys, chains, client and current decisions. */
export type WalletSide = {
  readonly client: Awaited<ReturnType<typeof SignClient.init>>
  readonly options: MobileWalletOptions
  readonly evm: PrivateKeyAccount
  readonly solana: KeyPairSigner
  readonly signer: ReturnType<typeof createDevWallet>
  /** The eip155 chains and the Solana clusters the wallet holds. */
  readonly held: ReadonlySet<string>
  readonly solanaHeld: ReadonlySet<string>
  readonly decide: {
    proposal: MobileWalletDecision<MobileWalletProposal>
    request: MobileWalletDecision<MobileWalletRequest>
  }
}

/** The parts of a session proposal the wallet reads. */
type Proposal = Parameters<typeof chainsOfProposal>[0] &
  Parameters<typeof methodsOfProposal>[0] & {
    readonly proposer: { readonly metadata: { readonly name: string } }
  }

/** The parts of a session request the wallet reads. */
type Request = { readonly chainId: string; readonly request: { method: string; params?: unknown } }

/** The CACAO answering a sign-in in the proposal: CAIP-122 signed by the EVM account. */
const cacaoFor = async (side: WalletSide, auth: AuthenticationRequest) => {
  const chain = auth.chains.find((c) => side.held.has(c))
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
  const iss = `did:pkh:${chain}:${side.evm.address}`
  const message = side.client.formatAuthMessage({ request: payload, iss })
  const signature = await side.evm.signMessage({ message })
  return {
    h: { t: 'caip122' as const },
    p: { ...payload, iss },
    s: { t: 'eip191' as const, s: signature },
  }
}

/** The namespaces approved: the asked eip155 chains and Solana clusters the wallet holds. */
const namespacesOf = (
  side: WalletSide,
  params: Proposal,
  chains: readonly string[],
  solanaChains: readonly string[],
) => {
  const events = ['accountsChanged', 'chainChanged']
  return {
    ...(chains.length > 0
      ? {
          eip155: {
            chains: [...chains],
            accounts: chains.map((c) => `${c}:${side.evm.address}`),
            methods: methodsOfProposal(params, 'eip155'),
            events,
          },
        }
      : {}),
    ...(solanaChains.length > 0
      ? {
          solana: {
            chains: [...solanaChains],
            accounts: solanaChains.map((c) => `${c}:${side.solana.address}`),
            methods: methodsOfProposal(params, 'solana'),
            events,
          },
        }
      : {}),
  }
}

/**
 * Answers one session proposal: rejected unless it asks for a chain the wallet holds and the
 * proposal decision says yes; approved with those chains (and a CACAO for a sign-in).
 *
 * @example
 * import { answerProposal } from './answerSession.ts'
 * client.on('session_proposal', ({ id, params }) => answerProposal(side, id, params))
 */
export const answerProposal = async (side: WalletSide, id: number, params: Proposal) => {
  const asked = chainsOfProposal(params)
  const auth = (params as { requests?: { authentication?: AuthenticationRequest[] } }).requests
    ?.authentication?.[0]
  const chains = asked.filter((c) => side.held.has(c))
  const solanaChains = asked.filter((c) => side.solanaHeld.has(c))
  const ok =
    chains.length + solanaChains.length > 0 &&
    (await Promise.resolve(
      side.decide.proposal({
        id,
        name: params.proposer.metadata.name,
        chains: asked,
        signIn: auth !== undefined,
      }),
    ).catch(() => false))
  if (!ok) {
    await side.client.reject({ id, reason: userRejected })
    return
  }
  const cacao = auth && side.options.signIn !== false ? await cacaoFor(side, auth) : undefined
  await side.client.approve({
    id,
    namespaces: namespacesOf(side, params, chains, solanaChains),
    ...(cacao ? { proposalRequestsResponses: { authentication: [cacao] } } : {}),
  })
}

/** The result of an approved request: Solana's from the dev key, EVM's from the dev signer. */
const resultOf = async (side: WalletSide, params: Request, request: MobileWalletRequest) => {
  if (params.chainId.startsWith('solana:'))
    return answerSolana(side.solana, request.method, request.params)
  const chainId = Number(params.chainId.split(':')[1])
  if (chainId !== side.signer.chainId) {
    await side.signer.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: `0x${chainId.toString(16)}` }],
    })
  }
  return side.signer.request({
    method: request.method,
    params: (request.params ?? []) as readonly unknown[],
  })
}

/**
 * Answers one session request after the request decision: its result, or its error (4001
 * when the user says no).
 *
 * @example
 * import { answerRequest } from './answerSession.ts'
 * client.on('session_request', ({ topic, id, params }) => answerRequest(side, topic, id, params))
 */
export const answerRequest = async (
  side: WalletSide,
  topic: string,
  id: number,
  params: Request,
) => {
  const request: MobileWalletRequest = {
    topic,
    id,
    chainId: params.chainId,
    method: params.request.method,
    params: params.request.params,
  }
  const respond = (response: { result: unknown } | { error: { code: number; message: string } }) =>
    side.client.respond({ topic, response: { id, jsonrpc: '2.0', ...response } as never })
  const ok = await Promise.resolve(side.decide.request(request)).catch(() => false)
  if (!ok) return respond({ error: { code: 4001, message: 'User rejected the request.' } })
  try {
    return respond({ result: await resultOf(side, params, request) })
  } catch (error) {
    const e = error as { code?: unknown; message?: unknown }
    return respond({
      error: {
        code: typeof e.code === 'number' ? e.code : -32603,
        message: typeof e.message === 'string' ? e.message : 'Internal error',
      },
    })
  }
}
