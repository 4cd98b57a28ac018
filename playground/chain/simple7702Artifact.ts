import { createRequire } from 'node:module'
import type { Hex } from 'viem'

type Artifact = { readonly contractName: string; readonly bytecode: string }

let cached: Hex | undefined

/**
 * The creation code of `Simple7702Account` as `@account-abstraction/contracts` (v0.8) publishes
 * it in `artifacts/Simple7702Account.json`: the EIP-7702 delegation target whose
 * `executeBatch` runs a batch of calls for the account that delegates to it, all or nothing.
 * It takes no constructor arguments, so its CREATE2 address is the same on every chain.
 *
 * @example
 * import { simple7702Bytecode } from './simple7702Artifact.ts'
 * const creationCode = simple7702Bytecode() // '0x6080…'
 */
export const simple7702Bytecode = (): Hex => {
  if (cached) return cached
  const artifact = createRequire(import.meta.url)(
    '@account-abstraction/contracts/artifacts/Simple7702Account.json',
  ) as Artifact
  if (
    artifact.contractName !== 'Simple7702Account' ||
    !/^0x[0-9a-f]{200,}$/i.test(artifact.bytecode)
  )
    throw new Error(
      '@account-abstraction/contracts has no Simple7702Account creation code in artifacts/Simple7702Account.json',
    )
  cached = artifact.bytecode as Hex
  return cached
}
