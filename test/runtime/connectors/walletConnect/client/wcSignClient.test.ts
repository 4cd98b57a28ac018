// Each WalletConnect client of this process gets its own core, as separate phones would.
process.env.DISABLE_GLOBAL_CORE = 'true'

import { formatMessage } from '@walletconnect/utils'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../../../../../playground/chain/devAccounts.ts'
import {
  createMobileWallet,
  type MobileWallet,
} from '../../../../../playground/mobileWallet/createMobileWallet.ts'
import { type DevRelay, startDevRelay } from '../../../../../playground/relay/startDevRelay.ts'
import { formatAuthMessage } from '../../../../../runtime/connectors/walletConnect/client/wcAuthMessage.ts'
import {
  createWalletConnectClient,
  type WcClient,
} from '../../../../../runtime/connectors/walletConnect/client/wcSignClient.ts'
import type { WcSession } from '../../../../../runtime/connectors/walletConnect/client/wcTypes.ts'
import { makeWalletConnectClock } from '../../../../../runtime/connectors/walletConnect/walletConnectClock.ts'
import { makeWalletConnectMemoryStorage } from '../../../../../runtime/connectors/walletConnect/walletConnectMemoryStorage.ts'

let relay: DevRelay
beforeAll(async () => {
  relay = await startDevRelay({ port: 0 })
})
afterAll(async () => {
  await relay?.stop()
})

const chains = { eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] } }

/** Our client paired with the real sign-client wallet (nothing reads the chain here). */
const paired = async () => {
  const storage = makeWalletConnectMemoryStorage()
  const client = await createWalletConnectClient({
    projectId: 'latch-test',
    relayUrl: relay.url,
    storage,
    rpcMap: {},
    clock: makeWalletConnectClock(),
  })
  const wallet: MobileWallet = await createMobileWallet({
    relayUrl: relay.url,
    projectId: 'latch-test',
    chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }],
    privateKey: devAccounts[1]?.privateKey,
  })
  client.on('display_uri', (uri) => void wallet.pair(uri))
  const session = await client.connect({ optionalNamespaces: chains })
  return { client, wallet, session, storage }
}

const next = <T>(client: WcClient, event: 'session_update') =>
  new Promise<T>((resolve) => client.on(event, (data) => resolve(data as T)))

describe('wcSignClient against sign-client 2.25', () => {
  it('default: the wallet pings, updates and extends the session; each is answered and kept', async () => {
    const { client, wallet, session, storage } = await paired()
    try {
      expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${wallet.address}`])
      // sign-client's ping resolves only once our answer arrives.
      await wallet.client.ping({ topic: session.topic })

      const updated = next<WcSession>(client, 'session_update')
      const accounts = [`eip155:31337:${wallet.address}`, `eip155:31337:${devAccounts[2]?.address}`]
      const { acknowledged } = await wallet.client.update({
        topic: session.topic,
        namespaces: {
          eip155: { chains: ['eip155:31337'], accounts, methods: ['personal_sign'], events: [] },
        },
      })
      await acknowledged()
      expect((await updated).namespaces.eip155?.accounts).toEqual(accounts)

      const before = client.session?.expiry ?? 0
      await new Promise((r) => setTimeout(r, 1_100))
      const extended = await wallet.client.extend({ topic: session.topic })
      await extended.acknowledged()
      expect(client.session?.expiry).toBeGreaterThan(before)
      const stored = await storage.getItem<{ session: WcSession }>('latch:wc:session')
      expect(stored?.session.expiry).toBe(client.session?.expiry)
      expect(stored?.session.namespaces.eip155?.accounts).toEqual(accounts)
    } finally {
      await Promise.all([client.close(), wallet.close()])
    }
  }, 30_000)

  it('behavior: disconnect tells the wallet (6000) and forgets the stored session', async () => {
    const { client, wallet, session, storage } = await paired()
    try {
      const deleted = new Promise<void>((resolve) =>
        wallet.client.on('session_delete', () => resolve()),
      )
      await client.disconnect()
      await deleted
      expect(wallet.sessions()).not.toContain(session.topic)
      expect(client.session).toBeUndefined()
      expect(await storage.getItem('latch:wc:session')).toBeUndefined()
    } finally {
      await Promise.all([client.close(), wallet.close()])
    }
  }, 30_000)
})

describe('formatAuthMessage', () => {
  it('default: the CAIP-122 text @walletconnect/utils formats for the same CACAO payload', () => {
    const payload = {
      domain: 'app.example',
      aud: 'https://app.example/login',
      version: '1',
      nonce: 'n0nce123',
      iat: '2026-11-27T00:00:00.000Z',
      statement: 'Sign in to Latch',
      exp: '2026-11-28T00:00:00.000Z',
      requestId: 'r1',
      resources: ['https://app.example/terms'],
    }
    const iss = `did:pkh:eip155:1:${devAccounts[1]?.address}`
    expect(formatAuthMessage(payload, iss)).toBe(formatMessage(payload, iss))
    const bare = {
      ...payload,
      statement: undefined,
      exp: undefined,
      requestId: undefined,
      resources: undefined,
    }
    expect(formatAuthMessage(bare, iss)).toBe(formatMessage(bare, iss))
  })
})

describe('wcSignClient restore', () => {
  it('behavior: a stored session past its expiry is not restored, and is cleared', async () => {
    const storage = makeWalletConnectMemoryStorage()
    const expired: WcSession = {
      topic: 'a'.repeat(64),
      namespaces: { eip155: { accounts: ['eip155:1:0x00'], methods: [], events: [] } },
      expiry: Math.floor(Date.now() / 1000) - 1,
      peer: { publicKey: 'b'.repeat(64) },
    }
    await storage.setItem('latch:wc:session', { session: expired, symKey: 'c'.repeat(64) })
    const client = await createWalletConnectClient({
      projectId: 'latch-test',
      relayUrl: relay.url,
      storage,
      rpcMap: {},
      clock: makeWalletConnectClock(),
    })
    try {
      expect(client.session).toBeUndefined()
      expect(await storage.getItem('latch:wc:session')).toBeUndefined()
    } finally {
      await client.close()
    }
  })
})
