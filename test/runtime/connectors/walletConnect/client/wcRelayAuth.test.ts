import {
  generateKeyPair,
  signJWT,
  decodeIss as theirDecodeIss,
  verifyJWT,
} from '@walletconnect/relay-auth'
import { describe, expect, it } from 'vitest'
import {
  decodeIss,
  encodeIss,
  newRelaySeed,
  signRelayJwt,
  verifyRelayJwt,
} from '../../../../../runtime/connectors/walletConnect/client/wcRelayAuth.ts'

/** A fixed seed, so the did:key is a vector. */
const seed = Uint8Array.from({ length: 32 }, (_, i) => i + 1)

describe('wcRelayAuth', () => {
  it('default: the JWT is the one @walletconnect/relay-auth signs for the same seed, sub and time', async () => {
    const ours = signRelayJwt({
      seed,
      sub: 'ab'.repeat(32),
      aud: 'wss://relay.walletconnect.org',
      ttlSeconds: 86_400,
      nowSeconds: 1_700_000_000,
    })
    const theirs = await signJWT(
      'ab'.repeat(32),
      'wss://relay.walletconnect.org',
      86_400,
      generateKeyPair(seed),
      1_700_000_000,
    )
    expect(ours).toBe(theirs)
    expect(await verifyJWT(ours)).toBe(true)
  })

  it('behavior: the did:key issuer round-trips with relay-auth', () => {
    const keyPair = generateKeyPair(newRelaySeed())
    const iss = encodeIss(keyPair.publicKey)
    expect(iss).toMatch(/^did:key:z6Mk/)
    expect([...theirDecodeIss(iss)]).toEqual([...keyPair.publicKey])
    expect([...decodeIss(iss)]).toEqual([...keyPair.publicKey])
  })

  it('behavior: a forged JWT does not verify', async () => {
    const jwt = signRelayJwt({ seed, aud: 'ws://127.0.0.1:1', ttlSeconds: 60, nowSeconds: 1 })
    expect(verifyRelayJwt(jwt)).toMatchObject({ aud: 'ws://127.0.0.1:1', iat: 1, exp: 61 })
    const [header, , signature] = jwt.split('.')
    const other = signRelayJwt({ seed, aud: 'ws://127.0.0.1:2', ttlSeconds: 60, nowSeconds: 1 })
    const forged = `${header}.${other.split('.')[1]}.${signature}`
    expect(() => verifyRelayJwt(forged)).toThrow('JWT signature does not verify')
    expect(await verifyJWT(forged)).toBe(false)
  })
})
