// viem's SIWE helpers and the message format, imported by `signIn.ts` when a sign-in starts:
// the connect path reaches `signIn.ts` for its checks, and none of this loads before the
// modal opens (issue 30's heap after open).
export { toHex } from 'viem'
export { generateSiweNonce, parseSiweMessage } from 'viem/siwe'
export { formatSiwxMessage } from './siwxMessage.ts'
