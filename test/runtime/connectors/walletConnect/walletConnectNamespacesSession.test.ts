// Each WalletConnect client of this process gets its own core (a dApp and a wallet), as they
// would in separate processes.
process.env.DISABLE_GLOBAL_CORE = 'true'

import {
  type Address,
  getBase58Encoder,
  getPublicKeyFromAddress,
  verifySignature,
} from '@solana/kit'
import { verifyMessage } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../../../../playground/chain/devAccounts.ts'
import { type LocalChain, startChain } from '../../../../playground/chain/startChain.ts'
import {
  createMobileWallet,
  type MobileWalletOptions,
  type MobileWalletProposal,
} from '../../../../playground/mobileWallet/createMobileWallet.ts'
import { type DevRelay, startDevRelay } from '../../../../playground/relay/startDevRelay.ts'
import { localSolanaNetwork } from '../../../../playground/solana/localSolanaNetwork.ts'
import { createLatch, type LatchClient } from '../../../../runtime/client.ts'
import { makeWalletConnectConnector } from '../../../../runtime/connectors/walletConnect/walletConnectConnector.ts'
import {
  makeWalletConnectMemoryStorage,
  type WalletConnectStorage,
} from '../../../../runtime/connectors/walletConnect/walletConnectMemoryStorage.ts'
import { defineNetwork, type Network } from '../../../../runtime/networks.ts'
import { resolveOptions } from '../../../../runtime/services/config/resolveOptions.ts'
import { Sessions } from '../../../../runtime/services/Sessions.ts'
import { makeMemoryBackend, type StorageBackend } from '../../../../runtime/services/Storage.ts'
import { type RunningServer, startServer } from '../../../../server/startServer.ts'

let chain: LocalChain
let relay: DevRelay
let server: RunningServer

beforeAll(async () => {
  chain = await startChain({ port: 0, chainId: 31337, token: false })
  relay = await startDevRelay({ port: 0 })
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    projectIds: ['latch-test'],
    allowedOrigins: ['http://127.0.0.1'],
    chains: [{ caipNetworkId: 'eip155:31337', rpcUrl: chain.url, tokens: [] }],
  })
}, 60_000)

afterAll(async () => {
  await server?.stop()
  await relay?.stop()
  await chain?.stop()
})

// Every client a test makes is destroyed after it, passed or failed: none leaves timers behind.
const clients: LatchClient[] = []
afterEach(async () => {
  await Promise.all(clients.splice(0).map((latch) => latch.destroy()))
})

const local = () =>
  defineNetwork({
    id: 31337,
    chainNamespace: 'eip155',
    name: 'Local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.url] } },
  })
// Never read in these tests: the Solana namespace is connected, not made active.
const solanaLocal = () => localSolanaNetwork('http://127.0.0.1:9/solana')

/** A Latch client with sign-in on and WalletConnect over the dev relay. */
const makeClient = (
  networks: readonly Network[],
  stores: { walletConnect?: WalletConnectStorage; latch?: StorageBackend } = {},
  apiUrl?: string,
) => {
  const connector = makeWalletConnectConnector({
    projectId: 'latch-test',
    networks,
    relayUrl: relay.url,
    logger: 'silent',
    storage: stores.walletConnect,
    metadata: { name: 'Latch test', description: 'test', url: 'http://127.0.0.1', icons: [] },
  })
  const latch = createLatch(
    resolveOptions({
      projectId: 'latch-test',
      networks: [...networks],
      siwx: { required: false },
      metadata: { name: 'Latch test', description: 'test', url: 'http://127.0.0.1', icons: [] },
      storage: stores.latch ?? makeMemoryBackend(),
      ...(apiUrl ? { apiUrl } : {}),
    }),
    { walletConnect: connector },
  )
  clients.push(latch)
  return { connector, latch }
}

/**
 * That client, and the dev mobile wallet holding the local EVM chain and the local Solana
 * cluster; the proposals it saw.
 */
const setUp = async (
  networks: readonly Network[],
  wallet: Partial<MobileWalletOptions> = {},
  apiUrl?: string,
  stores: { walletConnect?: WalletConnectStorage; latch?: StorageBackend } = {},
) => {
  const { connector, latch } = makeClient(networks, stores, apiUrl)
  const mobile = await createMobileWallet({
    relayUrl: relay.url,
    projectId: 'latch-test',
    chains: [{ chainId: 31337, rpcUrl: chain.url }],
    privateKey: devAccounts[1]?.privateKey,
    solanaChains: [solanaLocal().caipNetworkId],
    ...wallet,
  })
  const proposals: MobileWalletProposal[] = []
  mobile.onProposal((proposal) => {
    proposals.push(proposal)
    return true
  })
  const connect = async () => {
    await latch.ready
    const uri = new Promise<string>((resolve) => connector.onUri(resolve))
    const connecting = latch.connect('walletConnect')
    await mobile.pair(await uri)
    return connecting
  }
  const close = async () => {
    await latch.destroy()
    await mobile.close()
  }
  return { latch, mobile, proposals, connect, close }
}

const sessionsOf = (latch: LatchClient, caipAddress: string) =>
  latch.runtime.runPromise(Sessions.use((s) => s.get(caipAddress)))

describe('WalletConnect across namespaces', () => {
  it('default: proposes the eip155 and solana networks, and connects the Solana account of the session beside the EVM one', async () => {
    const { latch, mobile, proposals, connect, close } = await setUp([local(), solanaLocal()])
    try {
      await connect()
      expect(proposals).toEqual([
        expect.objectContaining({
          chains: ['eip155:31337', solanaLocal().caipNetworkId],
          // SPEC §5: not every chain is EVM, so no sign-in rides in the proposal.
          signIn: false,
        }),
      ])
      expect(latch.state.connections.value).toEqual({
        eip155: {
          connectorId: 'walletConnect',
          accounts: [{ type: 'eoa', address: mobile.address }],
          caipNetworkId: 'eip155:31337',
        },
        solana: {
          connectorId: 'walletConnect',
          accounts: [{ type: 'eoa', address: mobile.solanaAddress }],
          caipNetworkId: solanaLocal().caipNetworkId,
        },
      })
      // The namespace connected on stays the active one; sign-in opens as its own step.
      expect(latch.state.account.value).toMatchObject({
        namespace: 'eip155',
        address: mobile.address,
      })
      expect(latch.state.router.value.view).toBe('SIWXSignMessage')

      const message = 'Latch on Solana over WalletConnect'
      const bytes = new TextEncoder().encode(message)
      const { getBase58Decoder } = await import('@solana/kit')
      const answer = (await latch.request(
        {
          method: 'solana_signMessage',
          params: { message: getBase58Decoder().decode(bytes), pubkey: mobile.solanaAddress },
        },
        { namespace: 'solana' },
      )) as { signature: string }
      const key = await getPublicKeyFromAddress(mobile.solanaAddress as Address)
      const signature = new Uint8Array(getBase58Encoder().encode(answer.signature))
      expect(await verifySignature(key, signature as never, bytes)).toBe(true)

      // Disconnecting Solana alone keeps the session for the EVM account.
      await latch.disconnect('solana')
      expect(Object.keys(latch.state.connections.value)).toEqual(['eip155'])
      expect(mobile.sessions()).toHaveLength(1)
      const hex = `0x${Buffer.from('still here').toString('hex')}`
      const evmSignature = (await latch.request({
        method: 'personal_sign',
        params: [hex, mobile.address],
      })) as `0x${string}`
      expect(
        await verifyMessage({
          address: mobile.address,
          message: 'still here',
          signature: evmSignature,
        }),
      ).toBe(true)
    } finally {
      await close()
    }
  }, 30_000)

  it('behavior: a wallet that grants only Solana connects Solana and makes it active, though the app was on EVM', async () => {
    const { latch, mobile, connect, close } = await setUp([local(), solanaLocal()], {
      // It holds no account on the local EVM chain the app proposes.
      chains: [{ chainId: 1, rpcUrl: chain.url }],
    })
    try {
      expect(latch.state.network.value.chainNamespace).toBe('eip155')
      await connect()
      expect(Object.keys(latch.state.connections.value)).toEqual(['solana'])
      expect(latch.state.account.value).toMatchObject({
        namespace: 'solana',
        address: mobile.solanaAddress,
        status: 'connected',
      })
      expect(latch.state.walletConnect.value.status).toBe('connected')
    } finally {
      await close()
    }
  }, 30_000)

  it('behavior: after a reload both namespaces of the session come back without a prompt', async () => {
    const stores = { walletConnect: makeWalletConnectMemoryStorage(), latch: makeMemoryBackend() }
    const networks = [local(), solanaLocal()]
    const first = await setUp(networks, {}, undefined, stores)
    let reloaded: LatchClient | undefined
    try {
      await first.connect()
      await first.latch.destroy()
      reloaded = makeClient(networks, stores).latch
      await reloaded.ready
      await new Promise<void>((resolve) => {
        const stop = reloaded?.state.account.subscribe((a) => {
          if (a.status === 'connected') {
            queueMicrotask(() => stop?.())
            resolve()
          }
        })
      })
      expect(reloaded.state.connections.value).toMatchObject({
        eip155: { accounts: [{ address: first.mobile.address }] },
        solana: { accounts: [{ address: first.mobile.solanaAddress }] },
      })
      expect(first.proposals).toHaveLength(1)
    } finally {
      await reloaded?.destroy()
      await first.close()
    }
  }, 30_000)

  it('behavior: when every network is EVM, the sign-in rides in the session proposal and the CACAO becomes the session, verified and stored by the server', async () => {
    const { latch, mobile, proposals, connect, close } = await setUp([local()], {}, server.url)
    try {
      await connect()
      expect(proposals.map((p) => p.signIn)).toEqual([true])
      const caipAddress = `eip155:31337:${mobile.address}`
      expect(latch.state.account.value.caipAddress).toBe(caipAddress)
      const [session, ...more] = await sessionsOf(latch, caipAddress)
      expect(more).toEqual([])
      if (!session) throw new Error('expected a sign-in session')
      expect(parseSiweMessage(session.message)).toMatchObject({
        address: mobile.address,
        chainId: 31337,
        domain: '127.0.0.1',
        uri: 'http://127.0.0.1',
        statement: 'Sign in to Latch test',
      })
      expect(session.data).toMatchObject({
        chainId: 'eip155:31337',
        accountAddress: mobile.address,
        domain: '127.0.0.1',
      })
      expect(
        await verifyMessage({
          address: mobile.address,
          message: session.message,
          signature: session.signature as `0x${string}`,
        }),
      ).toBe(true)
      // The reference server verified the signature, spent its nonce and lists the session.
      expect(session).toHaveProperty('pci')
      const listed = await fetch(
        `${server.url}/v1/sessions/${caipAddress}?projectId=latch-test&st=latch-react&sv=0.1.0`,
      ).then((r) => r.json() as Promise<{ sessions: { message: string }[] }>)
      expect(listed.sessions.map((s) => s.message)).toEqual([session.message])
      // Signed in already: no SIWXSignMessage step after the connect.
      expect(latch.state.router.value.view).not.toBe('SIWXSignMessage')
    } finally {
      await close()
    }
  }, 30_000)

  it('behavior: a wallet that ignores the sign-in in the proposal still connects, and the sign view opens', async () => {
    const { latch, proposals, connect, close } = await setUp([local()], { signIn: false })
    try {
      await connect()
      expect(proposals.map((p) => p.signIn)).toEqual([true])
      expect(latch.state.account.value.status).toBe('connected')
      expect(latch.state.router.value.view).toBe('SIWXSignMessage')
    } finally {
      await close()
    }
  }, 30_000)
})
