import { Aes256Gcm, CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core'

// The frame's half of server/auth/loginCrypto.ts (issue 26): the same suite, `info`, proof
// message and associated data, word for word.
const WALLET_KEY_INFO = 'latch/wallet-key/v1'
const proofMessage = (handle: string, challenge: string) =>
  `latch-login/v1\n${handle}\n${challenge}`
const loginAad = (handle: string) => `latch-login/v1\n${handle}`

const suite = () =>
  new CipherSuite({ kem: new DhkemP256HkdfSha256(), kdf: new HkdfSha256(), aead: new Aes256Gcm() })
const utf8 = (text: string) => new TextEncoder().encode(text)
const b64 = (buffer: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(buffer)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
const unb64 = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))

/** An HPKE seal as the auth service sends and takes it. */
export interface SealedKey {
  readonly enc: string
  readonly ct: string
}

/** One login's ephemeral keys, made in the frame and never extractable. */
export interface LoginKey {
  /** What `start` registers: both public keys, raw P-256, base64url. */
  readonly publicKey: { readonly sig: string; readonly enc: string }
  /** The proof of possession over the login's handle and the server's challenge. */
  readonly prove: (handle: string, challenge: string) => Promise<string>
  /** Opens the wallet key the auth service sealed to this login. */
  readonly open: (sealed: SealedKey, handle: string) => Promise<string>
}

/**
 * A fresh key pair per login (WebCrypto, non-extractable): ECDSA P-256 signs every call after
 * `start`, ECDH P-256 is the HPKE (RFC 9180) key the wallet key is sealed to. Script on the
 * app's page never holds either, so a login it starts elsewhere gives it nothing here.
 *
 * @example
 * import { newLoginKey } from './loginKey.ts'
 * const key = await newLoginKey()
 * const proof = await key.prove(handle, challenge)
 */
export const newLoginKey = async (): Promise<LoginKey> => {
  const subtle = globalThis.crypto.subtle
  const sig = await subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign'])
  const enc = await subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, ['deriveBits'])
  const publicKey = {
    sig: b64(await subtle.exportKey('raw', sig.publicKey)),
    enc: b64(await subtle.exportKey('raw', enc.publicKey)),
  }
  return {
    publicKey,
    prove: async (handle, challenge) =>
      b64(
        await subtle.sign(
          { name: 'ECDSA', hash: 'SHA-256' },
          sig.privateKey,
          utf8(proofMessage(handle, challenge)),
        ),
      ),
    open: async (sealed, handle) => {
      const opened = await suite().open(
        { recipientKey: enc, enc: unb64(sealed.enc), info: utf8(WALLET_KEY_INFO) },
        unb64(sealed.ct),
        utf8(loginAad(handle)),
      )
      return new TextDecoder().decode(opened)
    },
  }
}

/** Seals a new wallet key to the server key its login's answer named (`uploadKey`). */
export const sealToServer = async (
  serverKey: string,
  plaintext: string,
  handle: string,
): Promise<SealedKey> => {
  const hpke = suite()
  const recipientPublicKey = await hpke.kem.deserializePublicKey(unb64(serverKey))
  const sealed = await hpke.seal(
    { recipientPublicKey, info: utf8(WALLET_KEY_INFO) },
    utf8(plaintext),
    utf8(loginAad(handle)),
  )
  return { enc: b64(sealed.enc), ct: b64(sealed.ct) }
}
