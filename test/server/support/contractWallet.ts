import { type Address, concatHex, getContractAddress, type Hex, pad, toHex } from 'viem'

/**
 * Hand-assembled EVM code for the ERC-1271 / ERC-6492 tests, so no compiler is needed.
 *
 * The wallet answers any call as `isValidSignature(bytes32 hash, bytes signature)`: it
 * ecrecovers the 65-byte `r ‖ s ‖ v` signature over `hash` and returns the ERC-1271 magic
 * value `0x1626ba7e` when the signer is its owner (baked into the code), zero otherwise.
 */
const walletRuntime = (owner: Address): Hex =>
  concatHex([
    '0x600435600052', // mstore(0x00, hash)
    '0x602435600401', // p = 4 + offset of `signature` (its length word)
    '0x8060200135604052', // mstore(0x40, r)
    '0x8060400135606052', // mstore(0x60, s)
    '0x6060013560f81c602052', // mstore(0x20, v), the byte after s
    '0x602060806080600060015afa50', // staticcall(gas, ecrecover, 0, 0x80, 0x80, 0x20)
    '0x60805173', // mload(0x80) == owner
    owner,
    '0x14', // eq
    '0x631626ba7e0260e01b', // magic * eq, shifted into the first 4 bytes
    '0x60005260206000f3', // return 32 bytes
  ])

/** Any call's data is init code, deployed with CREATE2 and salt 0; returns the address. */
const factoryRuntime: Hex = '0x36600060003760003660006000f560005260206000f3'

/** Init code that deploys `runtime` as it is. */
export const initCodeOf = (runtime: Hex): Hex => {
  const size = (runtime.length - 2) / 2
  if (size > 0xff) throw new Error('runtime too long for the one-byte deployer')
  return concatHex([`0x60${toHex(size).slice(2).padStart(2, '0')}80600b6000396000f3`, runtime])
}

/** The wallet's init code for `owner`. */
export const contractWalletInitCode = (owner: Address): Hex => initCodeOf(walletRuntime(owner))

/** The CREATE2 factory's init code. */
export const factoryInitCode: Hex = initCodeOf(factoryRuntime)

/** Where `factory` puts `owner`'s wallet (CREATE2, salt 0). */
export const counterfactualWalletAddress = (factory: Address, owner: Address): Address =>
  getContractAddress({
    opcode: 'CREATE2',
    from: factory,
    salt: pad('0x00', { size: 32 }),
    bytecode: contractWalletInitCode(owner),
  })
