import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  LOCAL_SOLANA_REFERENCE,
  type SolanaChain,
  startSolanaChain,
} from '../../../playground/solana/index.ts'
import { readServerConfig } from '../../../server/config/readServerConfig.ts'
import { serverLogger } from '../../../server/ops/logger.ts'
import { type SelfHosted, startSelfHosted } from '../../../server/startSelfHosted.ts'
import { freePort } from '../support/freePort.ts'

// A Solana chain served by `npm run serve` from the environment alone, its first RPC URL
// refusing connections so every read goes through to the fallback.
const caip = `solana:${LOCAL_SOLANA_REFERENCE}`
const sdk = 'projectId=demo&st=latch-react&sv=0.1.0'
let chain: SolanaChain
let hosted: SelfHosted

beforeAll(async () => {
  chain = await startSolanaChain({ port: 0 })
  const result = readServerConfig({
    DATABASE_URL: 'pglite:memory',
    LATCH_API_HOST: '127.0.0.1',
    LATCH_API_PORT: '0',
    LATCH_FRAME_PORT: '0',
    LATCH_FRAME_PUBLIC_URL: 'http://127.0.0.1:8788',
    LATCH_PROJECT_IDS: 'demo',
    LATCH_ALLOWED_ORIGINS: 'http://127.0.0.1:5173',
    LATCH_CHAINS: caip,
    [`LATCH_RPC_${LOCAL_SOLANA_REFERENCE}`]: `http://127.0.0.1:${await freePort()},${chain.url}`,
    [`LATCH_TOKENS_${LOCAL_SOLANA_REFERENCE}`]: `LDS:${chain.mint}:6:Latch Dev SPL`,
    LATCH_PRICES: 'SOL=150,LDS=2',
    LATCH_MASTER_KEY: 'cd'.repeat(32),
    LATCH_SMTP_URL: 'smtp://127.0.0.1:2525',
  })
  if (!result.ok) throw new Error(result.problems.join('\n'))
  hosted = await startSelfHosted(result.config, serverLogger('silent'))
}, 60_000)
afterAll(async () => {
  await hosted?.stop()
  await chain?.stop()
})

describe('npm run serve: Solana chains from the environment', () => {
  it('reads balances through the fallback RPC URL when the first fails', async () => {
    const owner = chain.keys[0] as string
    const response = await fetch(
      `${hosted.api.url}/v1/account/${owner}/balance?${sdk}&currency=usd&chainId=${caip}`,
    )
    expect(response.status).toBe(200)
    const { balances } = (await response.json()) as {
      balances: { symbol: string; value: number }[]
    }
    expect(balances.map((b) => [b.symbol, b.value])).toEqual([
      ['SOL', 15_000],
      ['LDS', 2_000],
    ])
  })

  it('forwards RPC calls to the fallback and checks the chain in /readyz', async () => {
    const rpc = await fetch(`${hosted.api.url}/v1?${sdk}&chainId=${caip}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getSlot', params: [] }),
    })
    expect(rpc.status).toBe(200)
    expect(typeof ((await rpc.json()) as { result: unknown }).result).toBe('number')
    const ready = await fetch(`${hosted.api.url}/readyz`)
    expect(await ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', [caip]: 'ok' },
    })
    expect(ready.status).toBe(200)
  })
})
