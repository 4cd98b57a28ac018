import { type Address, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../../playground/chain/devAccounts.ts'
import { type LocalChain, startChain } from '../../playground/chain/startChain.ts'
import type { RunningServer } from '../../server/startServer.ts'
import { startServer } from '../../server/startServer.ts'
import { openStorage } from '../../server/storage/openStorage.ts'
import type { Storage } from '../../server/storage/Storage.ts'
import { headOf, rpc, sendTransfers, type Transfer } from './support/sendTransfers.ts'
import { startTestPostgres, type TestPostgres } from './support/startTestPostgres.ts'

const caip2 = 'eip155:31337'
const address = (index: number): Address => {
  const account = devAccounts[index]
  if (!account) throw new Error(`no dev account ${index}`)
  return account.address
}
const [alice, bob, carol, dave, erin, frank] = [0, 1, 2, 3, 4, 5].map(address) as [
  Address,
  Address,
  Address,
  Address,
  Address,
  Address,
]
const ZERO = '0x0000000000000000000000000000000000000000'

let postgres: TestPostgres | undefined
beforeAll(async () => {
  postgres = await startTestPostgres()
}, 60_000)
afterAll(async () => {
  await postgres?.stop()
}, 30_000)

const backends: ReadonlyArray<readonly [string, () => Promise<Storage | undefined>]> = [
  ['pglite', () => openStorage()],
  ['postgres', async () => (postgres ? openStorage({ databaseUrl: postgres.url }) : undefined)],
]

describe.each(backends)('indexer (%s)', (_name, open) => {
  let chain: LocalChain
  let storage: Storage | undefined
  let server: RunningServer | undefined
  /** Transfers sent so far that are still on the chain (each stores two rows: out and in). */
  let live = 0

  beforeAll(async () => {
    ;[chain, storage] = await Promise.all([
      startChain({ port: 0, chainId: 31337, secondToken: true }),
      open(),
    ])
  }, 60_000)
  afterAll(async () => {
    await server?.stop()
    await storage?.close()
    await chain?.stop()
  }, 30_000)

  const use = (ctx: { skip: (note?: string) => void }): Storage => {
    if (!storage) ctx.skip('no PostgreSQL here: set DATABASE_URL or install postgresql')
    return storage as Storage
  }
  const serve = (s: Storage) =>
    startServer({
      port: 0,
      projectIds: ['p'],
      allowedOrigins: [],
      chains: [
        {
          caipNetworkId: caip2,
          rpcUrl: chain.url,
          tokens: [chain.token!, chain.secondToken!],
        },
      ],
      storage: s,
      indexer: { pollIntervalMs: 20 },
    })
  const indexer = () => {
    const found = server?.indexers.get(caip2)
    if (!found) throw new Error('no indexer')
    return found
  }
  /** Rows not from a mint, i.e. of the transfers the tests sent. */
  const sentRows = async (s: Storage, where = '') =>
    Number(
      (
        await s.sql.query<{ n: string | number }>(
          `SELECT count(*)::int AS n FROM account_transfers WHERE chain_id = $1 AND sender <> $2 ${where}`,
          [caip2, ZERO],
        )
      )[0]?.n,
    )
  const received = async (s: Storage, who: Address) =>
    (
      await s.sql.query<{ amount: string }>(
        `SELECT amount FROM account_transfers WHERE chain_id = $1 AND account = $2 AND direction = 'in' ORDER BY block_number`,
        [caip2, who.toLowerCase()],
      )
    ).map((r) => BigInt(r.amount))

  it('behavior: catches up 1,000 blocks of native, LDT and LDU transfers', async (ctx) => {
    const s = use(ctx)
    const transfers: Transfer[] = Array.from({ length: 1000 }, (_, i) =>
      i % 3 === 0
        ? { from: alice, to: bob, amount: BigInt(i + 1) }
        : i % 3 === 1
          ? { from: bob, to: carol, amount: parseUnits('1', 18), token: chain.token!.address }
          : {
              from: alice,
              to: dave,
              amount: parseUnits('2', 6),
              token: chain.secondToken!.address,
            },
    )
    await sendTransfers(chain.url, transfers)
    live += transfers.length
    const head = await headOf(chain.url)
    expect(head).toBeGreaterThanOrEqual(1000n)

    server = await serve(s)
    await indexer().synced(head, 180_000)
    expect(await sentRows(s)).toBe(2 * live)
    const blocks = await s.sql.query<{ n: number; top: string }>(
      'SELECT count(*)::int AS n, max(number)::text AS top FROM indexed_blocks WHERE chain_id = $1',
      [caip2],
    )
    expect(blocks[0]).toEqual({ n: Number(head) + 1, top: head.toString() })
    expect((await received(s, dave)).length).toBe(333)
    // The mints of both tokens' deployments: 3 holders each, received from the zero address.
    const mints = await s.sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM account_transfers WHERE chain_id = $1 AND sender = $2',
      [caip2, ZERO],
    )
    expect(mints[0]?.n).toBe(6)
  }, 240_000)

  it('behavior: resumes after a restart from the block after the last it stored', async (ctx) => {
    const s = use(ctx)
    const before = await headOf(chain.url)
    await server?.stop()
    server = undefined
    const more: Transfer[] = Array.from({ length: 25 }, (_, i) => ({
      from: carol,
      to: erin,
      amount: BigInt(1000 + i),
    }))
    await sendTransfers(chain.url, more)
    live += more.length
    const head = await headOf(chain.url)
    server = await serve(s)
    await indexer().synced(head, 60_000)
    const first = indexer().steps.find((step) => step.kind === 'indexed')
    expect(first).toMatchObject({ kind: 'indexed', from: before + 1n })
    expect(await sentRows(s)).toBe(2 * live)
    expect((await received(s, erin)).length).toBe(25)
  }, 120_000)

  it('behavior: an evm_revert reorg rolls the orphaned blocks back, no row twice', async (ctx) => {
    const s = use(ctx)
    const snapshot = await rpc<string>(chain.url, 'evm_snapshot')
    const orphaned = await sendTransfers(
      chain.url,
      Array.from({ length: 5 }, (_, i) => ({ from: dave, to: frank, amount: BigInt(500 + i) })),
    )
    await indexer().synced(await headOf(chain.url))
    expect(await received(s, frank)).toEqual([500n, 501n, 502n, 503n, 504n])

    expect(await rpc<boolean>(chain.url, 'evm_revert', [snapshot])).toBe(true)
    // A longer fork: the stored tip's height exists again, under another hash.
    await sendTransfers(
      chain.url,
      Array.from({ length: 7 }, (_, i) => ({ from: dave, to: frank, amount: BigInt(700 + i) })),
    )
    live += 7
    await indexer().synced(await headOf(chain.url))
    expect(indexer().steps.some((step) => step.kind === 'rolled-back')).toBe(true)
    expect(await received(s, frank)).toEqual([700n, 701n, 702n, 703n, 704n, 705n, 706n])
    const stale = await s.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM account_transfers WHERE tx_hash IN (${orphaned.map((_, i) => `$${i + 1}`).join(', ')})`,
      orphaned,
    )
    expect(stale[0]?.n).toBe(0)
    expect(await sentRows(s)).toBe(2 * live)
    // Every stored block links to the one before it.
    const broken = await s.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM indexed_blocks b JOIN indexed_blocks p
         ON p.chain_id = b.chain_id AND p.number = b.number - 1
       WHERE b.chain_id = $1 AND b.parent_hash <> p.hash`,
      [caip2],
    )
    expect(broken[0]?.n).toBe(0)
  }, 120_000)

  it('behavior: an anvil_reorg replacing the last blocks drops their transfers', async (ctx) => {
    const s = use(ctx)
    const head = await headOf(chain.url)
    // The last 3 blocks (frank's 704..706) are replaced by 3 empty ones.
    await rpc(chain.url, 'anvil_reorg', [3, []])
    expect(await headOf(chain.url)).toBe(head)
    live -= 3
    const rolledBack = indexer().steps.filter((step) => step.kind === 'rolled-back').length
    await indexer().synced(head)
    await expect
      .poll(() => indexer().steps.filter((step) => step.kind === 'rolled-back').length)
      .toBeGreaterThan(rolledBack)
    await indexer().synced(head)
    expect(await received(s, frank)).toEqual([700n, 701n, 702n, 703n])
    expect(await sentRows(s)).toBe(2 * live)
  }, 120_000)
})
