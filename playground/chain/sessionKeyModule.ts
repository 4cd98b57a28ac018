import { getContractAddress } from 'viem'
import { batchExecutorSalt, create2Deployer } from './batchExecutor.ts'
import { sessionKeyModuleBytecode } from './sessionKeyModuleArtifact.ts'

export { sessionKeyModuleAbi } from './sessionKeyModuleArtifact.ts'

/**
 * Where `SessionKeyModule` (our Solidity, `SessionKeyModule.sol`) lives on the local chains: its
 * CREATE2 address through the deployment proxy with salt 0, so the same on every chain. The dev
 * wallet grants ERC-7715 permissions (a session key's spending limits) here.
 */
export const sessionKeyModuleAddress = getContractAddress({
  opcode: 'CREATE2',
  from: create2Deployer,
  salt: batchExecutorSalt,
  bytecode: sessionKeyModuleBytecode,
})

/** The token address the module uses for native value. */
export { NATIVE_TOKEN as nativeToken } from '../../frame/index.ts'
