export {
  batchExecutorAbi,
  batchExecutorAddress,
  batchExecutorSalt,
  create2Deployer,
} from './batchExecutor.ts'
export { ChainStartError, type ChainStartErrorReason } from './ChainStartError.ts'
export { type DeployBatchExecutorOptions, deployBatchExecutor } from './deployBatchExecutor.ts'
export {
  type DeployExchangeOptions,
  deployExchange,
  exchangeSeed,
  type LocalExchange,
  type LocalPool,
} from './deployExchange.ts'
export { type DeployLatchDevTokenOptions, deployLatchDevToken } from './deployLatchDevToken.ts'
export { type DevAccount, devAccounts, devMnemonic } from './devAccounts.ts'
export { type DevTokenIdentity, devTokenBytecode, latchDevUsd } from './devTokenBytecode.ts'
export { latchDevTokenAbi, latchDevTokenBytecode } from './latchDevToken.ts'
export { localViemChain } from './localViemChain.ts'
export { playgroundOnrampProviders, playgroundPrices, playgroundSpam } from './operatorLists.ts'
export { resolveAnvilBinary } from './resolveAnvilBinary.ts'
export { simple7702Bytecode } from './simple7702Artifact.ts'
export {
  type LocalChain,
  type LocalChainToken,
  type StartChainOptions,
  startChain,
} from './startChain.ts'
export {
  type LocalChains,
  localChainDefaults,
  type StartLocalChainsOptions,
  startLocalChains,
} from './startLocalChains.ts'
export { UNISWAP_V2_INIT_CODE_HASH, uniswapV2Bytecode } from './uniswapV2Artifacts.ts'
