import type { FrameChain } from '../../frame/index.ts'
import type { ServerChain, ServerChainToken } from '../chain/ServerChain.ts'
import type { SolanaServerChain } from '../chain/SolanaServerChain.ts'
import { address, bad, each, httpUrl, ok, type Parsed } from './envParsers.ts'
import type { EnvReader } from './envReader.ts'
import { readSolanaChain, SOLANA_REFERENCE } from './readSolanaChain.ts'

const caip2 = (text: string): Parsed<string> =>
  /^eip155:[1-9]\d{0,15}$/.test(text) ||
  (text.startsWith('solana:') && SOLANA_REFERENCE.test(text.slice('solana:'.length)))
    ? ok(text)
    : bad(
        `'${text}' is not a chain as CAIP-2 (e.g. eip155:1, or solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp)`,
      )

/** `SYMBOL:0xADDRESS:DECIMALS[:Name]`, e.g. `USDC:0xA0b8…eB48:6:USD Coin`. */
const token = (text: string): Parsed<ServerChainToken> => {
  const [symbol, at = '', decimals = '', ...name] = text.split(':')
  const parsedAddress = address(at)
  if (!symbol || !parsedAddress.ok || !/^\d{1,2}$/.test(decimals))
    return bad(`'${text}' is not SYMBOL:ADDRESS:DECIMALS[:Name]`)
  return ok({
    symbol,
    address: parsedAddress.value,
    decimals: Number(decimals),
    name: name.join(':') || symbol,
  })
}

/** `SYMBOL:DECIMALS[:Name]`, e.g. `POL:18:Polygon Ecosystem Token`. */
const native = (text: string): Parsed<NonNullable<ServerChain['nativeCurrency']>> => {
  const [symbol, decimals = '', ...name] = text.split(':')
  if (!symbol || !/^\d{1,2}$/.test(decimals)) return bad(`'${text}' is not SYMBOL:DECIMALS[:Name]`)
  return ok({ symbol, decimals: Number(decimals), name: name.join(':') || symbol })
}

const startBlock = (text: string): Parsed<bigint | 'latest'> =>
  text === 'latest'
    ? ok('latest')
    : /^\d+$/.test(text)
      ? ok(BigInt(text))
      : bad(`'${text}' is not a block number or latest`)

const exchange = (text: string): Parsed<{ router: `0x${string}`; weth: `0x${string}` }> => {
  const [router = '', weth = ''] = text.split(':')
  const r = address(router)
  const w = address(weth)
  return r.ok && w.ok ? ok({ router: r.value, weth: w.value }) : bad(`'${text}' is not ROUTER:WETH`)
}

/** The served chains (EVM and Solana) and what the frame is told about them. */
export type ChainConfig = {
  chains: ServerChain[]
  solanaChains: SolanaServerChain[]
  frameChains: FrameChain[]
}

/**
 * Reads `LATCH_CHAINS` (CAIP-2 ids; a `solana:<ref>` one is read by `readSolanaChain`) and,
 * for each chain `eip155:<ref>`, `LATCH_RPC_<ref>`
 * (upstream RPC URLs, the first preferred, the others its fallbacks), and optionally
 * `LATCH_CHAIN_NAME_<ref>`, `LATCH_NATIVE_<ref>`, `LATCH_TOKENS_<ref>`, `LATCH_START_BLOCK_<ref>`
 * (where the indexer starts; default `latest`, the head when it first runs),
 * `LATCH_EXCHANGE_<ref>` and `LATCH_FRAME_RPC_<ref>` (the URL browsers use from the frame;
 * default the first RPC URL).
 *
 * @example
 * import { envReader } from './envReader.ts'
 * import { readChainConfig } from './readChainConfig.ts'
 * const { chains } = readChainConfig(envReader({ LATCH_CHAINS: 'eip155:1', LATCH_RPC_1: 'https://rpc.example' }))
 */
export const readChainConfig = (env: EnvReader): ChainConfig => {
  const ids =
    env.required(
      'LATCH_CHAINS',
      (text) => each(text, caip2),
      'the served chains, e.g. eip155:1,eip155:8453,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    ) ?? []
  const chains: ServerChain[] = []
  const solanaChains: SolanaServerChain[] = []
  const frameChains: FrameChain[] = []
  for (const id of ids) {
    if (id.startsWith('solana:')) {
      const read = readSolanaChain(env, id as `solana:${string}`)
      if (read) solanaChains.push(read.chain)
      if (read) frameChains.push(read.frameChain)
      continue
    }
    const ref = id.slice('eip155:'.length)
    const urls = env.required(
      `LATCH_RPC_${ref}`,
      (text) => each(text, httpUrl),
      `the RPC URLs of ${id}, first preferred`,
    )
    const name = env.optional(`LATCH_CHAIN_NAME_${ref}`, ok, id)
    const nativeCurrency = env.optional(`LATCH_NATIVE_${ref}`, native, undefined)
    const tokens = env.optional(`LATCH_TOKENS_${ref}`, (text) => each(text, token), [])
    const from = env.optional(`LATCH_START_BLOCK_${ref}`, startBlock, 'latest' as const)
    const swap = env.optional(`LATCH_EXCHANGE_${ref}`, exchange, undefined)
    const [rpcUrl, ...fallbacks] = urls ?? []
    const frameRpc = env.optional(`LATCH_FRAME_RPC_${ref}`, httpUrl, rpcUrl)
    if (!rpcUrl || !frameRpc) continue
    chains.push({
      caipNetworkId: id,
      name,
      rpcUrl,
      ...(fallbacks.length > 0 ? { fallbackRpcUrls: fallbacks } : {}),
      ...(nativeCurrency ? { nativeCurrency } : {}),
      tokens,
      indexFrom: from,
      ...(swap ? { exchange: swap } : {}),
    })
    frameChains.push({
      chainId: Number(ref),
      name,
      rpcUrl: frameRpc,
      ...(nativeCurrency
        ? { nativeCurrency: { symbol: nativeCurrency.symbol, decimals: nativeCurrency.decimals } }
        : {}),
    })
  }
  return { chains, solanaChains, frameChains }
}
