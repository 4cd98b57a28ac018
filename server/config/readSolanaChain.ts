import type { FrameChain } from '../../frame/index.ts'
import type { SolanaServerChain, SolanaServerToken } from '../chain/SolanaServerChain.ts'
import { bad, each, httpUrl, ok, type Parsed } from './envParsers.ts'
import type { EnvReader } from './envReader.ts'

/** A Solana cluster's CAIP-2 reference: the first 32 base58 characters of its genesis hash. */
export const SOLANA_REFERENCE = /^[1-9A-HJ-NP-Za-km-z]{32}$/

const BASE58_KEY = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** `SYMBOL:MINT:DECIMALS[:Name]`, e.g. `USDC:EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v:6:USD Coin`. */
const splToken = (text: string): Parsed<SolanaServerToken> => {
  const [symbol, mint = '', decimals = '', ...name] = text.split(':')
  if (!symbol || !BASE58_KEY.test(mint) || !/^\d{1,2}$/.test(decimals))
    return bad(`'${text}' is not SYMBOL:MINT:DECIMALS[:Name] (the mint in base58)`)
  return ok({ symbol, mint, decimals: Number(decimals), name: name.join(':') || symbol })
}

/** The variables of an EVM chain that mean nothing on Solana: set for one, each is a problem. */
/** The EVM-only variables of a chain, refused for a Solana one. */
const evmOnly = (ref: string) =>
  [`LATCH_NATIVE_${ref}`, `LATCH_START_BLOCK_${ref}`, `LATCH_EXCHANGE_${ref}`] as const

/**
 * One `solana:<ref>` chain of `LATCH_CHAINS`, like an EVM one: `LATCH_RPC_<ref>` (its JSON-RPC
 * URLs, the first preferred, the others its fallbacks), and optionally `LATCH_CHAIN_NAME_<ref>`,
 * `LATCH_TOKENS_<ref>` (the SPL tokens named in balances, `SYMBOL:MINT:DECIMALS[:Name]`) and
 * `LATCH_FRAME_RPC_<ref>` (the URL browsers use from the frame). SOL is its native currency and
 * it has no history indexer, so the EVM-only variables are refused for it. `undefined` (and a
 * problem recorded) when a required variable is missing or bad.
 *
 * @example
 * import { envReader } from './envReader.ts'
 * import { readSolanaChain } from './readSolanaChain.ts'
 * const env = envReader({ LATCH_RPC_5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp: 'https://api.mainnet-beta.solana.com' })
 * const read = readSolanaChain(env, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
 */
export const readSolanaChain = (
  env: EnvReader,
  id: `solana:${string}`,
): { chain: SolanaServerChain; frameChain: FrameChain } | undefined => {
  const ref = id.slice('solana:'.length)
  const urls = env.required(
    `LATCH_RPC_${ref}`,
    (text) => each(text, httpUrl),
    `the Solana JSON-RPC URLs of ${id}, first preferred`,
  )
  const name = env.optional(`LATCH_CHAIN_NAME_${ref}`, ok, 'Solana')
  const tokens = env.optional(`LATCH_TOKENS_${ref}`, (text) => each(text, splToken), [])
  const [rpcUrl, ...fallbacks] = urls ?? []
  const frameRpc = env.optional(`LATCH_FRAME_RPC_${ref}`, httpUrl, rpcUrl)
  for (const name of evmOnly(ref))
    if (env.raw(name) !== undefined)
      env.problem(name, `is for EVM chains only: ${id} is a Solana chain`)
  if (!rpcUrl || !frameRpc) return undefined
  return {
    chain: {
      caipNetworkId: id,
      rpcUrl,
      ...(fallbacks.length > 0 ? { fallbackRpcUrls: fallbacks } : {}),
      tokens,
    },
    frameChain: { chainId: ref, name, rpcUrl: frameRpc },
  }
}
