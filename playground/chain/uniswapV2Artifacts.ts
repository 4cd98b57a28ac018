import { createRequire } from 'node:module'
import { type Hex, keccak256 } from 'viem'

/**
 * The init code hash Router02's `UniswapV2Library.pairFor` has hard-coded: the router finds a
 * pair by CREATE2 address from it, so the pair code the factory deploys must hash to it.
 */
export const UNISWAP_V2_INIT_CODE_HASH =
  '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f'

type Artifact = { readonly bytecode: string }

const load = (path: string): Hex => {
  const artifact = createRequire(import.meta.url)(path) as Artifact
  const code = artifact.bytecode.startsWith('0x') ? artifact.bytecode : `0x${artifact.bytecode}`
  return code as Hex
}

/** Creation code of Uniswap V2's contracts, as published in `@uniswap/v2-core` and `@uniswap/v2-periphery`. */
export type UniswapV2Bytecode = {
  readonly factory: Hex
  readonly router02: Hex
  readonly weth9: Hex
  readonly pair: Hex
}

let cached: UniswapV2Bytecode | undefined

/**
 * The creation code of the factory, Router02, WETH9 and the pair from the npm packages'
 * `build/*.json`, checked once: the pair's code must hash to `UNISWAP_V2_INIT_CODE_HASH`,
 * or the router would look for pairs where the factory never put them.
 *
 * @example
 * import { uniswapV2Bytecode } from './uniswapV2Artifacts.ts'
 * const { factory, router02, weth9 } = uniswapV2Bytecode()
 */
export const uniswapV2Bytecode = (): UniswapV2Bytecode => {
  if (cached) return cached
  const bytecode: UniswapV2Bytecode = {
    factory: load('@uniswap/v2-core/build/UniswapV2Factory.json'),
    pair: load('@uniswap/v2-core/build/UniswapV2Pair.json'),
    router02: load('@uniswap/v2-periphery/build/UniswapV2Router02.json'),
    weth9: load('@uniswap/v2-periphery/build/WETH9.json'),
  }
  const hash = keccak256(bytecode.pair)
  if (hash !== UNISWAP_V2_INIT_CODE_HASH)
    throw new Error(
      `@uniswap/v2-core's pair code hashes to ${hash}, not Router02's init code hash ${UNISWAP_V2_INIT_CODE_HASH}: the router would not find its pairs`,
    )
  cached = bytecode
  return bytecode
}
