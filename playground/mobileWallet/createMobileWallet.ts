import { createKeyPairSignerFromPrivateKeyBytes } from '@solana/kit'
import { SignClient } from '@walletconnect/sign-client'
import { privateKeyToAccount } from 'viem/accounts'
import { type DevAccount, devAccounts } from '../chain/devAccounts.ts'
import { createDevWallet } from '../devWallet/createDevWallet.ts'
import { devSolanaSeed } from '../solana/devSolanaKeys.ts'
import { answerProposal, answerRequest, type WalletSide } from './answerSession.ts'
import type { MobileWallet, MobileWalletOptions } from './MobileWallet.ts'
import { makeMobileWalletStorage } from './walletStorage.ts'

export type {
  MobileWallet,
  MobileWalletDecision,
  MobileWalletOptions,
  MobileWalletProposal,
  MobileWalletRequest,
} from './MobileWallet.ts'

const userDisconnected = { code: 6000, message: 'User disconnected.' }

/** The real sign-client, as the dev mobile wallet (telemetry off). */
const initClient = (options: MobileWalletOptions) =>
  SignClient.init({
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

/** Switches the dev signer to `chainId` and tells every session (`chainChanged`). */
const switchChain = async ({ client, signer }: WalletSide, chainId: number) => {
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
  const evm = privateKeyToAccount(privateKey)
  const signer = createDevWallet({
    chains: options.chains,
    privateKey,
    autoApprove: true,
    connected: true,
  })
  const decide: WalletSide['decide'] = {
    proposal: options.approveProposal ?? (() => true),
    request: options.approveRequest ?? (() => true),
  }
  const held = new Set(options.chains.map((c) => `eip155:${c.chainId}`))
  const solanaHeld = new Set(options.solanaChains ?? [])
  const solana = await createKeyPairSignerFromPrivateKeyBytes(devSolanaSeed(options.solanaKey ?? 0))
  const client = await initClient(options)
  const side: WalletSide = { client, options, evm, solana, signer, held, solanaHeld, decide }
  client.on('session_proposal', ({ id, params }) => answerProposal(side, id, params))
  client.on('session_request', ({ topic, id, params }) => answerRequest(side, topic, id, params))
  const replace = <K extends keyof WalletSide['decide']>(key: K, next: WalletSide['decide'][K]) => {
    const previous = decide[key]
    decide[key] = next
    return () => {
      decide[key] = previous
    }
  }
  return {
    address: evm.address,
    solanaAddress: solana.address,
    client,
    pair: async (uri) => {
      await client.pair({ uri })
    },
    onProposal: (next) => replace('proposal', next),
    onRequest: (next) => replace('request', next),
    sessions: () => client.session.getAll().map((s) => s.topic),
    switchChain: (chainId) => switchChain(side, chainId),
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
