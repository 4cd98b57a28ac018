import {
  hashKey,
  parseUri,
  decrypt as theirDecrypt,
  deriveSymKey as theirDeriveSymKey,
  encrypt as theirEncrypt,
  generateKeyPair as theirKeyPair,
} from '@walletconnect/utils'
import { describe, expect, it } from 'vitest'
import {
  decrypt,
  deriveSymKey,
  encrypt,
  envelopeHeader,
  generateKeyPair,
  randomKey,
  topicOf,
} from '../../../../../runtime/connectors/walletConnect/client/wcCrypto.ts'
import { formatPairingUri } from '../../../../../runtime/connectors/walletConnect/client/wcPairingUri.ts'

/** A fixed vector: key, iv and message, sealed by @walletconnect/utils 2.25. */
const symKey = '5720435e682cd03ee45b484f9a213f0e3246a0ccc2cca183b72f1a1ff1d34ba0'
const iv = '717765636661617364646661'
const message = '{"id":1,"jsonrpc":"2.0","method":"wc_sessionPing","params":{}}'

describe('wcCrypto', () => {
  it('default: a type 0 envelope is byte for byte the one @walletconnect/utils seals', () => {
    const ours = encrypt({ symKey, message, iv: Buffer.from(iv, 'hex') })
    expect(ours).toBe(theirEncrypt({ symKey, message, iv }))
    expect(theirDecrypt({ symKey, encoded: ours })).toBe(message)
    expect(decrypt({ symKey, encoded: theirEncrypt({ symKey, message }) })).toBe(message)
    expect(envelopeHeader(ours)).toEqual({ type: 0 })
  })

  it('behavior: a type 1 envelope carries the sender key and opens both ways', () => {
    const sender = generateKeyPair()
    const key = randomKey()
    const ours = encrypt({ symKey: key, message, type: 1, senderPublicKey: sender.publicKey })
    expect(theirDecrypt({ symKey: key, encoded: ours })).toBe(message)
    expect(envelopeHeader(ours)).toEqual({ type: 1, senderPublicKey: sender.publicKey })
    const theirs = theirEncrypt({
      symKey: key,
      message,
      type: 1,
      senderPublicKey: sender.publicKey,
    })
    expect(decrypt({ symKey: key, encoded: theirs })).toBe(message)
  })

  it('behavior: the session key and topic agree with the wallet side', () => {
    const dapp = generateKeyPair()
    const wallet = theirKeyPair()
    const ours = deriveSymKey(dapp.privateKey, wallet.publicKey)
    expect(ours).toBe(theirDeriveSymKey(wallet.privateKey, dapp.publicKey))
    expect(topicOf(ours)).toBe(hashKey(ours))
    expect(topicOf(symKey)).toBe(hashKey(symKey))
  })

  it('behavior: an envelope under another key does not open', () => {
    const sealed = encrypt({ symKey, message })
    expect(() => decrypt({ symKey: randomKey(), encoded: sealed })).toThrow()
  })

  it('behavior: the pairing URI parses as sign-client parses it', () => {
    const key = randomKey()
    const uri = formatPairingUri({
      topic: topicOf(key),
      symKey: key,
      expiryTimestamp: 1_800_000_000,
    })
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(parseUri(uri)).toMatchObject({
      topic: topicOf(key),
      version: 2,
      symKey: key,
      relay: { protocol: 'irn' },
      expiryTimestamp: 1_800_000_000,
    })
  })
})
