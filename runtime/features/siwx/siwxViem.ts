// viem's SIWE helpers, toHex and the message format, imported by `signIn.ts` when a sign-in
// needs them: the connect path reaches `signIn.ts` for its checks, and none of this loads
// before the modal opens (issue 30's heap after open). viem's part comes from ChainRpc's lazy
// module, so the app's bundler makes one chunk of the viem used after connecting.
export {
  generateSiweNonce,
  parseSiweMessage,
  toHex,
} from '../../services/chainRpc/chainViem.ts'
export { formatSiwxMessage } from './siwxMessage.ts'
