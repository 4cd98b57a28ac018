import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readServerConfig } from '../../../server/config/readServerConfig.ts'

const key = 'ab'.repeat(32)
const good = {
  DATABASE_URL: 'postgres://latch:secret@db.internal:5432/latch',
  LATCH_PROJECT_IDS: 'my-app',
  LATCH_ALLOWED_ORIGINS: 'https://app.example.com, https://www.example.com',
  LATCH_CHAINS: 'eip155:1,eip155:8453',
  LATCH_RPC_1: 'https://rpc-a.example.net,https://rpc-b.example.net',
  LATCH_RPC_8453: 'https://base.example.net',
  LATCH_START_BLOCK_1: '21000000',
  LATCH_TOKENS_1: 'USDC:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48:6:USD Coin',
  LATCH_FRAME_PUBLIC_URL: 'https://frame.example.com',
  LATCH_MASTER_KEY: key,
  LATCH_SMTP_URL: 'smtps://mailer:p%40ss@smtp.example.com',
}

const problemsOf = (env: Record<string, string>) => {
  const result = readServerConfig(env)
  return result.ok ? [] : result.problems
}

describe('readServerConfig (npm run serve)', () => {
  it('reads a production environment: PostgreSQL, chains with fallbacks and a start block, SMTP URL', () => {
    const result = readServerConfig(good)
    if (!result.ok) throw new Error(result.problems.join('\n'))
    const { config } = result
    expect(config.database).toEqual({ kind: 'postgres', url: good.DATABASE_URL })
    expect(config.allowedOrigins).toEqual(['https://app.example.com', 'https://www.example.com'])
    expect(config.chains[0]).toMatchObject({
      caipNetworkId: 'eip155:1',
      rpcUrl: 'https://rpc-a.example.net',
      fallbackRpcUrls: ['https://rpc-b.example.net'],
      indexFrom: 21_000_000n,
      tokens: [{ symbol: 'USDC', decimals: 6, name: 'USD Coin' }],
    })
    expect(config.chains[1]).toMatchObject({ caipNetworkId: 'eip155:8453', indexFrom: 'latest' })
    expect(config.frame.chains.map((c) => c.chainId)).toEqual([1, 8453])
    expect(config.smtp).toMatchObject({
      host: 'smtp.example.com',
      port: 465,
      secure: true,
      auth: { user: 'mailer', pass: 'p@ss' },
      from: 'Latch <login@frame.example.com>',
    })
    expect(config.api).toEqual({ host: '0.0.0.0', port: 8787 })
    expect(config.prices).toEqual({ kind: 'static', table: {} })
  })

  it('names every bad variable at once, each with what is wrong', () => {
    const problems = problemsOf({
      ...good,
      DATABASE_URL: 'mysql://db/latch',
      LATCH_ALLOWED_ORIGINS: '*,https://app.example.com/login',
      LATCH_API_PORT: '70000',
      LATCH_RPC_8453: 'ws://base.example.net',
      LATCH_MASTER_KEY: 'short',
      LATCH_SMTP_URL: 'https://smtp.example.com',
      LATCH_PRICE_SOURCE: 'chainlink',
      LATCH_PRICE_FEEDS: 'ETH=eip155:10:0x5f4eC3Df9cbd43714FE2740f5E3616155c5b8419',
    })
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'DATABASE_URL',
      'LATCH_API_PORT',
      'LATCH_ALLOWED_ORIGINS',
      'LATCH_RPC_8453',
      'LATCH_MASTER_KEY',
      'LATCH_SMTP_URL',
      'LATCH_PRICE_FEEDS',
    ])
    expect(problems.join('\n')).toContain("'*' is not allowed: list each origin explicitly")
    expect(problems.join('\n')).toContain("'https://app.example.com/login' is not an origin")
    expect(problems.join('\n')).toContain(
      'the ETH feed is on eip155:10, which is not in LATCH_CHAINS',
    )
  })

  it('requires PostgreSQL and explicit origins: nothing defaults to a dev stand-in', () => {
    const problems = problemsOf({})
    for (const name of [
      'DATABASE_URL',
      'LATCH_PROJECT_IDS',
      'LATCH_ALLOWED_ORIGINS',
      'LATCH_CHAINS',
      'LATCH_FRAME_PUBLIC_URL',
      'LATCH_MASTER_KEY',
      'LATCH_SMTP_URL',
    ])
      expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^${name}: is required`)))
    // PGlite only when asked for.
    const embedded = readServerConfig({ ...good, DATABASE_URL: 'pglite:/var/lib/latch' })
    expect(embedded.ok && embedded.config.database).toEqual({
      kind: 'pglite',
      dataDir: '/var/lib/latch',
    })
  })

  it('reads LATCH_ENV_FILE under the environment, and <NAME>_FILE secrets', () => {
    const dir = mkdtempSync(join(tmpdir(), 'latch-env-'))
    writeFileSync(join(dir, 'master.key'), `${key}\n`)
    const { LATCH_MASTER_KEY: _key, LATCH_PROJECT_IDS: _ids, ...rest } = good
    writeFileSync(
      join(dir, 'latch.env'),
      `# deployment\nLATCH_PROJECT_IDS="from-file"\nLATCH_API_PORT=9000\nLATCH_MASTER_KEY_FILE=${join(dir, 'master.key')}\n`,
    )
    const result = readServerConfig({
      ...rest,
      LATCH_API_PORT: '9100',
      LATCH_ENV_FILE: join(dir, 'latch.env'),
    })
    if (!result.ok) throw new Error(result.problems.join('\n'))
    expect(result.config.projectIds).toEqual(['from-file'])
    expect(result.config.api.port).toBe(9100) // the environment wins over the file
    expect(Buffer.from(result.config.masterKey).toString('hex')).toBe(key)
    expect(problemsOf({ ...good, LATCH_ENV_FILE: join(dir, 'missing.env') })).toEqual([
      expect.stringMatching(/^LATCH_ENV_FILE: cannot read '.*missing\.env' \(ENOENT\)$/),
    ])
  })

  const mainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
  const ref = mainnet.slice('solana:'.length)

  it('reads Solana chains from LATCH_CHAINS like EVM ones: RPC URLs with fallbacks, SPL tokens', () => {
    const result = readServerConfig({
      ...good,
      LATCH_CHAINS: `eip155:1,${mainnet}`,
      [`LATCH_RPC_${ref}`]: 'https://sol-a.example.net,https://sol-b.example.net',
      [`LATCH_TOKENS_${ref}`]: 'USDC:EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v:6:USD Coin',
      [`LATCH_FRAME_RPC_${ref}`]: 'https://sol-public.example.net',
    })
    if (!result.ok) throw new Error(result.problems.join('\n'))
    expect(result.config.chains.map((c) => c.caipNetworkId)).toEqual(['eip155:1'])
    expect(result.config.solanaChains).toEqual([
      {
        caipNetworkId: mainnet,
        rpcUrl: 'https://sol-a.example.net',
        fallbackRpcUrls: ['https://sol-b.example.net'],
        tokens: [
          {
            symbol: 'USDC',
            mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
            decimals: 6,
            name: 'USD Coin',
          },
        ],
      },
    ])
    expect(result.config.frame.chains.at(-1)).toEqual({
      chainId: ref,
      name: 'Solana',
      rpcUrl: 'https://sol-public.example.net',
    })
  })

  it('names each bad Solana variable: the chain id, a missing or bad RPC URL, EVM-only settings', () => {
    const problems = problemsOf({
      ...good,
      LATCH_CHAINS: `eip155:1,${mainnet}`,
      [`LATCH_RPC_${ref}`]: 'wss://sol.example.net',
      [`LATCH_TOKENS_${ref}`]: 'USDC:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48:6',
      [`LATCH_START_BLOCK_${ref}`]: '100',
    })
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      `LATCH_RPC_${ref}`,
      `LATCH_TOKENS_${ref}`,
      `LATCH_START_BLOCK_${ref}`,
    ])
    expect(problemsOf({ ...good, LATCH_CHAINS: 'eip155:1,solana:not-a-genesis-hash' })).toEqual([
      expect.stringContaining("LATCH_CHAINS: 'solana:not-a-genesis-hash' is not a chain as CAIP-2"),
    ])
    expect(problems.join('\n')).toContain(`is for EVM chains only: ${mainnet} is a Solana chain`)
    expect(problemsOf({ ...good, LATCH_CHAINS: mainnet })).toEqual([
      expect.stringMatching(new RegExp(`^LATCH_RPC_${ref}: is required`)),
    ])
  })
})
