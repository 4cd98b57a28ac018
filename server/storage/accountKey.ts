/**
 * The key a CAIP-10 account is stored under: EVM (`eip155`) addresses are case-insensitive,
 * so they are lowercased; other namespaces (Solana's base58) are kept as given.
 *
 * @example
 * import { accountKey } from './accountKey.ts'
 * accountKey('eip155:1:0xAbC') // 'eip155:1:0xabc'
 */
export const accountKey = (account: string): string =>
  account.startsWith('eip155:') ? account.toLowerCase() : account
