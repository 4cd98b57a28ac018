import { type Address, parseUnits } from 'viem'
import { ChainStartError } from './ChainStartError.ts'
import { deployBatchExecutor } from './deployBatchExecutor.ts'
import { deployLatchDevToken } from './deployLatchDevToken.ts'
import { deploySessionKeyModule } from './deploySessionKeyModule.ts'
import { type DevAccount, devAccounts } from './devAccounts.ts'
import { devTokenBytecode, latchDevUsd } from './devTokenBytecode.ts'
import type { LocalChainToken, StartChainOptions } from './startChain.ts'

type Target = { readonly url: string; readonly chainId: number }

/** The Latch Dev Token, minted to the first `holders` dev accounts. */
const seedToken = async (
  { url, chainId }: Target,
  token: Exclude<StartChainOptions['token'], false>,
): Promise<LocalChainToken> => {
  const holders = devAccounts.slice(0, token?.holders ?? 3).map((a) => a.address)
  const amountEach = token?.amountEach ?? parseUnits('1000000', 18)
  const deployer = devAccounts[0] as DevAccount
  try {
    const address = await deployLatchDevToken({ url, chainId, deployer, holders, amountEach })
    return { address, name: 'Latch Dev Token', symbol: 'LDT', decimals: 18, holders, amountEach }
  } catch (cause) {
    throw new ChainStartError(
      'seed-failed',
      `Could not deploy the Latch Dev Token on chain ${chainId}`,
      { cause },
    )
  }
}

/** Latch Dev USD, 1,000,000 to each of the first 3 dev accounts. */
const seedSecondToken = async ({ url, chainId }: Target): Promise<LocalChainToken> => {
  const holders = devAccounts.slice(0, 3).map((a) => a.address)
  const amountEach = parseUnits('1000000', latchDevUsd.decimals)
  try {
    const address = await deployLatchDevToken({
      url,
      chainId,
      deployer: devAccounts[0] as DevAccount,
      holders,
      amountEach,
      bytecode: devTokenBytecode(latchDevUsd),
    })
    return { address, ...latchDevUsd, holders, amountEach }
  } catch (cause) {
    throw new ChainStartError(
      'seed-failed',
      `Could not deploy ${latchDevUsd.name} on chain ${chainId}`,
      { cause },
    )
  }
}

/** The EIP-7702 batch executor and SessionKeyModule. */
const seedDelegation = async ({ url, chainId }: Target) => {
  try {
    // Dev account 7 pays: no other seed uses it, and CREATE2 makes its nonce irrelevant.
    const deployer = devAccounts[7] as DevAccount
    const batchExecutor = await deployBatchExecutor({ url, chainId, deployer })
    const sessionKeyModule = await deploySessionKeyModule({ url, chainId, deployer })
    return { batchExecutor, sessionKeyModule }
  } catch (cause) {
    throw new ChainStartError(
      'seed-failed',
      `Could not deploy the batch executor (Simple7702Account) or SessionKeyModule on chain ${chainId}`,
      { cause },
    )
  }
}

/**
 * Seeds a fresh local chain as `options` ask, in order: LDT, LDU, then the batch executor and
 * SessionKeyModule; a failed step throws a `ChainStartError` (`seed-failed`).
 *
 * @example
 * import { seedChain } from './seedChain.ts'
 * const seeded = await seedChain({ url: 'http://127.0.0.1:8545', chainId: 31337 }, { port: 8545, chainId: 31337 })
 */
export const seedChain = async (target: Target, options: StartChainOptions) => {
  const token = options.token !== false ? await seedToken(target, options.token) : undefined
  const secondToken = options.secondToken ? await seedSecondToken(target) : undefined
  const delegation: { batchExecutor?: Address; sessionKeyModule?: Address } =
    options.batchExecutor !== false ? await seedDelegation(target) : {}
  return {
    token,
    secondToken,
    batchExecutor: delegation.batchExecutor,
    sessionKeyModule: delegation.sessionKeyModule,
  }
}
