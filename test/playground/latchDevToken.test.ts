import { describe, expect, it } from 'vitest'
import { compileContract, loadSolc } from '../../codegen/solidity/compileContract.ts'
import { playgroundContractSource } from '../../codegen/solidity/playgroundContracts.ts'
import { latchDevTokenAbi, latchDevTokenBytecode } from '../../playground/chain/latchDevToken.ts'

const latchDevTokenSource = () => playgroundContractSource('LatchDevToken')
const compileLatchDevToken = (source: string) =>
  compileContract(loadSolc(), 'LatchDevToken', source)

describe('LatchDevToken artifact', () => {
  it('rule: the committed ABI and bytecode are what solc makes of LatchDevToken.sol now', () => {
    const fresh = compileLatchDevToken(latchDevTokenSource())
    expect(fresh.bytecode).toBe(latchDevTokenBytecode)
    expect(fresh.abi).toEqual(latchDevTokenAbi)
  }, 60_000)

  it('behavior: a changed source no longer matches the committed bytecode', () => {
    const changed = latchDevTokenSource().replace(
      'LDT: insufficient balance',
      'LDT: balance too low',
    )
    expect(changed).not.toBe(latchDevTokenSource())
    const fresh = compileLatchDevToken(changed)
    expect(fresh.bytecode).not.toBe(latchDevTokenBytecode)
  }, 60_000)
})
