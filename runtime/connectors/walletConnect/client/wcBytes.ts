/** Byte encodings the WalletConnect wire uses: hex keys, base64 envelopes, base58 did:key. */

const encoder = new TextEncoder()
const decoder = new TextDecoder()

export const utf8ToBytes = (text: string): Uint8Array => encoder.encode(text)
export const bytesToUtf8 = (bytes: Uint8Array): string => decoder.decode(bytes)

export const bytesToHex = (bytes: Uint8Array): string =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

export const hexToBytes = (hex: string): Uint8Array => {
  if (hex.length % 2 !== 0 || /[^0-9a-f]/i.test(hex)) throw new Error(`Invalid hex: ${hex}`)
  const out = new Uint8Array(hex.length / 2)
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16)
  return out
}

export const concatBytes = (...parts: readonly Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

/** Standard base64 with padding (the envelopes' encoding). */
export const bytesToBase64 = (bytes: Uint8Array): string => {
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary)
}

/** Base64 or base64url, padded or not. */
export const base64ToBytes = (text: string): Uint8Array => {
  const standard = text.replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(standard + '='.repeat((4 - (standard.length % 4)) % 4))
  return Uint8Array.from(binary, (c) => c.charCodeAt(0))
}

export const bytesToBase64Url = (bytes: Uint8Array): string =>
  bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Bitcoin-alphabet base58 (multibase `z`), for did:key. */
export const bytesToBase58 = (bytes: Uint8Array): string => {
  let value = 0n
  for (const b of bytes) value = value * 256n + BigInt(b)
  let out = ''
  while (value > 0n) {
    out = BASE58[Number(value % 58n)] + out
    value /= 58n
  }
  for (const b of bytes) {
    if (b !== 0) break
    out = `1${out}`
  }
  return out
}

export const base58ToBytes = (text: string): Uint8Array => {
  let value = 0n
  for (const c of text) {
    const digit = BASE58.indexOf(c)
    if (digit < 0) throw new Error(`Invalid base58: ${text}`)
    value = value * 58n + BigInt(digit)
  }
  const out: number[] = []
  while (value > 0n) {
    out.unshift(Number(value % 256n))
    value /= 256n
  }
  for (const c of text) {
    if (c !== '1') break
    out.unshift(0)
  }
  return Uint8Array.from(out)
}
