import { describe, expect, it } from 'vitest'
import {
  compileSessionKeyModule,
  loadSolc,
  sessionKeyModuleSource,
} from '../../playground/chain/compileSessionKeyModule.ts'
import {
  sessionKeyModuleAbi,
  sessionKeyModuleBytecode,
} from '../../playground/chain/sessionKeyModuleArtifact.ts'

describe('SessionKeyModule artifact', () => {
  it('rule: the committed ABI and bytecode are what solc makes of SessionKeyModule.sol now', () => {
    const fresh = compileSessionKeyModule(loadSolc(), sessionKeyModuleSource())
    expect(fresh.bytecode).toBe(sessionKeyModuleBytecode)
    expect(fresh.abi).toEqual(sessionKeyModuleAbi)
  }, 60_000)

  it('behavior: a changed source no longer matches the committed bytecode', () => {
    const changed = sessionKeyModuleSource().replace('revert OverLimit(left)', 'revert BadGrant()')
    expect(changed).not.toBe(sessionKeyModuleSource())
    const fresh = compileSessionKeyModule(loadSolc(), changed)
    expect(fresh.bytecode).not.toBe(sessionKeyModuleBytecode)
  }, 60_000)
})
