import { keccak256, toBytes } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'

/**
 * The custody account of a dev Farcaster user: a key derived from the fid alone, so the same
 * fid always signs with the same address across starts. Dev only: anyone can derive it.
 *
 * @example
 * import { devCustody } from './devCustody.ts'
 * devCustody(1).address // the same address on every start
 */
export const devCustody = (fid: number): PrivateKeyAccount =>
  privateKeyToAccount(keccak256(toBytes(`latch-dev-farcaster-custody:${fid}`)))
