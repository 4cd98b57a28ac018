import { generateKeyPair, getAddressFromPublicKey, getBase58Decoder, signBytes } from '@solana/kit'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { devAccounts } from '../../playground/chain/devAccounts.ts'
import { startChain } from '../../playground/chain/startChain.ts'
import { formatSiwxMessage } from '../../runtime/features/siwx/siwxMessage.ts'
import { SIWX_ISSUED_AT_MAX_SKEW_MS } from '../../server/auth/authConstants.ts'
import { startServer } from '../../server/startServer.ts'
import { startForTests } from '../support/startForTests.ts'

// security-r3 F6 (rows 64, 65, 68, 69, 71): a phishing page has the victim sign a message for
// its own domain, URI, time or cluster, and its backend posts it without `Origin`.
const app = 'https://app.example'
const servedCluster = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const victim = privateKeyToAccount(devAccounts[2]!.privateKey)
const now = Date.parse('2030-01-01T00:00:00.000Z')

const chain = startForTests(() => startChain({ port: 0, chainId: 31337, token: false }), 120_000)
const server = startForTests(
  () =>
    startServer({
      port: 0,
      projectIds: ['demo'],
      allowedOrigins: [app],
      signIn: { demo: { domains: ['app.example'], uris: ['https://app.example/'] } },
      chains: [{ caipNetworkId: 'eip155:31337', rpcUrl: chain.url, tokens: [] }],
      solanaChains: [{ caipNetworkId: servedCluster, rpcUrl: chain.url }],
      indexer: false,
      now: () => now,
    }),
  120_000,
)

const q = (path: string) => `${server.url}${path}?projectId=demo&st=latch-react&sv=0.1.0`
const nonce = async () =>
  ((await (await fetch(q('/v1/siwx/nonce'))).json()) as { nonce: string }).nonce
/** The attacker's backend: no Origin, no browser. */
const relay = async (message: string, signature: string) => {
  const response = await fetch(q('/v1/sessions'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message, signature }),
  })
  const body = (await response.json()) as { reasons?: { description: string }[] }
  return { status: response.status, reason: body.reasons?.[0]?.description }
}
const siwe = async (extra: Partial<Parameters<typeof createSiweMessage>[0]> = {}) => {
  const message = createSiweMessage({
    address: victim.address,
    chainId: 31337,
    domain: 'app.example',
    uri: 'https://app.example/login',
    version: '1',
    nonce: await nonce(),
    issuedAt: new Date(now),
    ...extra,
  })
  return relay(message, await victim.signMessage({ message }))
}

describe("F6: sign-in messages are bound to the project's domains, URIs, time and chains", () => {
  it('rule: another domain and URI, no Origin, is refused (row 64)', async () => {
    expect(await siwe({ domain: 'evil.example', uri: 'https://evil.example/' })).toEqual({
      status: 400,
      reason: "The sign-in message is for evil.example, which is not this app's domain",
    })
  })

  it('rule: the right domain with a foreign URI is refused (row 65)', async () => {
    expect(await siwe({ uri: 'https://evil.example/login' })).toEqual({
      status: 400,
      reason: "The sign-in message's URI https://evil.example/login is not one of this app's URIs",
    })
  })

  it('rule: Issued At in 2099 or 2001 is refused; within the skew it is accepted (rows 68, 69)', async () => {
    expect((await siwe({ issuedAt: new Date('2099-01-01T00:00:00Z') })).reason).toBe(
      'The sign-in message was issued in the future (2099-01-01T00:00:00.000Z)',
    )
    expect((await siwe({ issuedAt: new Date('2001-01-01T00:00:00Z') })).status).toBe(400)
    expect(
      (await siwe({ issuedAt: new Date(now + SIWX_ISSUED_AT_MAX_SKEW_MS - 1000) })).status,
    ).toBe(200)
  })

  it("behavior: the app's own message is accepted without Origin", async () => {
    expect((await siwe()).status).toBe(200)
  })

  it('rule: a Solana message for a cluster not served is refused; a served one is accepted (row 71)', async () => {
    const keys = await generateKeyPair()
    const address = await getAddressFromPublicKey(keys.publicKey)
    const signIn = async (chainId: string) => {
      const message = formatSiwxMessage(
        {
          chainId,
          accountAddress: address,
          nonce: await nonce(),
          domain: 'app.example',
          uri: 'https://app.example/',
          version: '1',
          issuedAt: new Date(now).toISOString(),
        },
        'solana',
      )
      const signature = getBase58Decoder().decode(
        await signBytes(keys.privateKey, new TextEncoder().encode(message)),
      )
      return relay(message, signature)
    }
    expect(await signIn('solana:NotARealCluster')).toEqual({
      status: 400,
      reason: `Unknown chain solana:NotARealCluster: not served here (served: ${servedCluster})`,
    })
    expect((await signIn(servedCluster)).status).toBe(200)
  })
})
