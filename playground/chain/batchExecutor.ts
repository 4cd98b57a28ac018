import { parseAbi, zeroHash } from 'viem'

/**
 * The deterministic deployment proxy anvil has at genesis (and most public chains have):
 * `salt ‖ creationCode` sent to it is deployed with CREATE2.
 */
export const create2Deployer = '0x4e59b44847b379578588920ca78fbf26c0b4956c' as const

/** The CREATE2 salt the batch executor is deployed with. */
export const batchExecutorSalt = zeroHash

/**
 * Where `Simple7702Account` (`@account-abstraction/contracts` v0.8) lives on the local chains:
 * its CREATE2 address through `create2Deployer` with salt 0, the same address it has on public
 * networks. The dev wallet delegates its account here (EIP-7702) to run batches;
 * `deployBatchExecutor` checks the artifact still lands at this address.
 */
export const batchExecutorAddress = '0xe6Cae83BdE06E4c305530e199D7217f42808555B' as const

/**
 * The part of `Simple7702Account`'s ABI the dev wallet calls: `executeBatch` runs each call in
 * order from the delegating account (only the account itself may call it) and reverts all of them
 * with `ExecuteError(index, returnData)` when one fails.
 */
export const batchExecutorAbi = parseAbi([
  'struct Call { address target; uint256 value; bytes data; }',
  'function executeBatch(Call[] calls)',
  'error ExecuteError(uint256 index, bytes returnData)',
])
