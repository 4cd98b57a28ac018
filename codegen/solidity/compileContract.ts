/**
 * One Solidity contract compiled with solc-js (a devDependency pinned to `SOLC_VERSION`): the
 * repository's one compile step, for the scripts that commit a contract's artifact next to its
 * source (the server's `server/chain/compileBalanceReader.ts`, the playground's
 * `playgroundContracts.ts`) and for the tests that recompile a source to catch a stale artifact
 * or to deploy a mock.
 */
import { createRequire } from 'node:module'

/** The solc-js version committed bytecode is built with. */
export const SOLC_VERSION = '0.8.37'

/** Standard-JSON settings: paris (no PUSH0), so the bytecode runs on any EVM chain. */
export const SOLC_SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'paris',
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
} as const

/** The solc-js module's surface used here. */
export type SolcJs = { compile(input: string): string; version(): string }

type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[]
  contracts: Record<
    string,
    Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>
  >
}

/** The solc-js devDependency. */
export const loadSolc = (): SolcJs => createRequire(import.meta.url)('solc') as SolcJs

/**
 * Compiles `source` (a file named `<contract>.sol`) and returns the contract's ABI and creation
 * bytecode; throws the compiler's errors, or when solc is not `SOLC_VERSION`.
 *
 * @example
 * import { compileContract, loadSolc } from './compileContract.ts'
 * const { bytecode } = compileContract(loadSolc(), 'Empty', 'pragma solidity ^0.8.20; contract Empty {}')
 */
export const compileContract = (
  solc: SolcJs,
  contract: string,
  source: string,
): { readonly abi: unknown[]; readonly bytecode: `0x${string}` } => {
  if (!solc.version().startsWith(SOLC_VERSION))
    throw new Error(`solc ${SOLC_VERSION} expected, got ${solc.version()}`)
  const file = `${contract}.sol`
  const input = {
    language: 'Solidity',
    sources: { [file]: { content: source } },
    settings: SOLC_SETTINGS,
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
  const compiled = output.contracts[file]?.[contract]
  if (!compiled) throw new Error(`${contract} missing from the solc output`)
  return { abi: compiled.abi, bytecode: `0x${compiled.evm.bytecode.object}` }
}
