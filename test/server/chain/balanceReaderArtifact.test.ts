import { describe, expect, it } from 'vitest'
import { compileContract, loadSolc } from '../../../codegen/solidity/compileContract.ts'
import { balanceReaderBytecode } from '../../../server/chain/balanceReaderArtifact.ts'
import { balanceReaderSource } from '../../../server/chain/compileBalanceReader.ts'

describe('BalanceReader artifact', () => {
  it('rule: the committed bytecode is what solc makes of BalanceReader.sol now', () => {
    const fresh = compileContract(loadSolc(), 'BalanceReader', balanceReaderSource())
    expect(fresh.bytecode).toBe(balanceReaderBytecode)
  }, 60_000)

  it('behavior: a changed source no longer matches the committed bytecode', () => {
    const changed = balanceReaderSource().replace('word.length >= 32', 'word.length >= 64')
    expect(changed).not.toBe(balanceReaderSource())
    const fresh = compileContract(loadSolc(), 'BalanceReader', changed)
    expect(fresh.bytecode).not.toBe(balanceReaderBytecode)
  }, 60_000)

  it('error: a source that does not compile names the compiler error', () => {
    expect(() => compileContract(loadSolc(), 'BalanceReader', 'contract BalanceReader {')).toThrow(
      /ParserError/,
    )
  }, 60_000)
})
