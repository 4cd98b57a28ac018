import { type AbiEvent, type AbiFunction, toEventSelector, toFunctionSelector } from 'viem'
import { describe, expect, it } from 'vitest'
import { compileContract, loadSolc } from '../../codegen/solidity/compileContract.ts'
import { playgroundContractSource } from '../../codegen/solidity/playgroundContracts.ts'
import { sessionKeyModuleCalls } from '../../frame/permissionRequest.ts'
import {
  sessionKeyModuleAbi,
  sessionKeyModuleBytecode,
} from '../../playground/chain/sessionKeyModuleArtifact.ts'

const sessionKeyModuleSource = () => playgroundContractSource('SessionKeyModule')
const compileSessionKeyModule = (source: string) =>
  compileContract(loadSolc(), 'SessionKeyModule', source)

describe('SessionKeyModule artifact', () => {
  it('rule: the committed ABI and bytecode are what solc makes of SessionKeyModule.sol now', () => {
    const fresh = compileSessionKeyModule(sessionKeyModuleSource())
    expect(fresh.bytecode).toBe(sessionKeyModuleBytecode)
    expect(fresh.abi).toEqual(sessionKeyModuleAbi)
  }, 60_000)

  it('behavior: a changed source no longer matches the committed bytecode', () => {
    const changed = sessionKeyModuleSource().replace('revert OverLimit(left)', 'revert BadGrant()')
    expect(changed).not.toBe(sessionKeyModuleSource())
    const fresh = compileSessionKeyModule(changed)
    expect(fresh.bytecode).not.toBe(sessionKeyModuleBytecode)
  }, 60_000)
})

describe('SessionKeyModule: what the wallets call', () => {
  it('rule: the frame’s ABI subset (permissionRequest.ts) matches the compiled artifact', () => {
    // Selector (name and input types) and output types of each function and event.
    const key = (item: AbiFunction | AbiEvent) =>
      item.type === 'function'
        ? `${toFunctionSelector(item)}:${item.outputs.map((o) => o.type).join(',')}`
        : `${toEventSelector(item)}:${item.inputs.map((i) => `${i.indexed === true}`).join(',')}`
    const compiled = new Set(
      (sessionKeyModuleAbi as readonly { type: string }[])
        .filter((item) => item.type === 'function' || item.type === 'event')
        .map((item) => key(item as AbiFunction | AbiEvent)),
    )
    for (const item of sessionKeyModuleCalls) expect(compiled).toContain(key(item))
  })
})
