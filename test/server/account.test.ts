import { type Address, formatEther, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployLatchDevToken } from '../../playground/chain/deployLatchDevToken.ts'
import { devAccounts } from '../../playground/chain/devAccounts.ts'
import { devTokenBytecode } from '../../playground/chain/devTokenBytecode.ts'
import { type LocalChain, startChain } from '../../playground/chain/startChain.ts'
import { type RunningServer, startServer } from '../../server/startServer.ts'
import { callApi } from './support/callApi.ts'
import { headOf, sendTransfers, type Transfer } from './support/sendTransfers.ts'

const projectId = 'test-project'
const sdk = 'st=latch-react&sv=0.1.0'
const [c1, c2] = ['eip155:31337', 'eip155:31338']
const dev = (index: number) => {
  const account = devAccounts[index]
  if (!account) throw new Error(`no dev account ${index}`)
  return account
}
const holder = dev(0).address
const alice = dev(4).address
const payer = dev(5).address
const friend = dev(6).address
const airdropper = dev(7)
const onramp = dev(8).address
const spammer = dev(9).address

let first: LocalChain
let second: LocalChain
let airdrop: Address
let server: RunningServer
const q = (path: string, query = '') =>
  `${server.url}${path}?projectId=${projectId}&${sdk}${query ? `&${query}` : ''}`
const history = (query = '', account: string = alice) =>
  callApi('getAccountHistory', q(`/v1/account/${account}/history`, query))

/** Sent to alice on the first chain: payments, LDT, LDU, an onramp purchase, spam, and one she sends. */
const PAYMENTS = 40

beforeAll(async () => {
  ;[first, second] = await Promise.all([
    startChain({ port: 0, chainId: 31337, secondToken: true }),
    startChain({ port: 0, chainId: 31338, secondToken: true }),
  ])
  // An unsolicited token the operator lists as spam, deployed and airdropped by account #7.
  airdrop = await deployLatchDevToken({
    url: first.url,
    chainId: 31337,
    deployer: airdropper,
    holders: [airdropper.address],
    amountEach: parseUnits('1000', 18),
    bytecode: devTokenBytecode({ name: 'Free Airdrop', symbol: 'AIR', decimals: 18 }),
  })
  const ldt = first.token!.address
  const ldu = first.secondToken!.address
  const transfers: Transfer[] = [
    ...Array.from({ length: PAYMENTS }, (_, i) => ({
      from: payer,
      to: alice,
      amount: BigInt(i + 1),
    })),
    { from: holder, to: alice, amount: parseUnits('12.5', 18), token: ldt },
    { from: holder, to: alice, amount: parseUnits('3.25', 6), token: ldu },
    { from: onramp, to: alice, amount: parseEther('0.5') },
    { from: spammer, to: alice, amount: 1n },
    { from: airdropper.address, to: alice, amount: parseUnits('100', 18), token: airdrop },
    { from: alice, to: friend, amount: parseEther('1') },
  ]
  await sendTransfers(first.url, transfers)
  await sendTransfers(second.url, [{ from: holder, to: alice, amount: parseEther('2') }])
  const tokensOf = (chain: LocalChain) => [chain.token!, chain.secondToken!]
  server = await startServer({
    port: 0,
    projectIds: [projectId],
    allowedOrigins: [],
    chains: [
      { caipNetworkId: c1, rpcUrl: first.url, tokens: tokensOf(first) },
      { caipNetworkId: c2, rpcUrl: second.url, tokens: tokensOf(second) },
    ],
    prices: { ETH: 3000, LDT: 0.5, LDU: 1 },
    spam: [spammer, `${c1}:${airdrop}`],
    onrampProviders: [onramp],
    indexer: { pollIntervalMs: 20 },
  })
  await Promise.all([
    server.indexers.get(c1)!.synced(await headOf(first.url)),
    server.indexers.get(c2)!.synced(await headOf(second.url)),
  ])
}, 120_000)
afterAll(async () => {
  await server?.stop()
  await Promise.all([first?.stop(), second?.stop()])
}, 30_000)

describe('getAccountHistory', () => {
  const total = PAYMENTS + 6

  it('default: pages of 20, newest first, the cursor reaching every transaction once', async () => {
    const ids: string[] = []
    const times: string[] = []
    let cursor: string | null = null
    const sizes: number[] = []
    do {
      const answer = await history(`chainId=${c1}${cursor ? `&cursor=${cursor}` : ''}`)
      expect(answer.status).toBe(200)
      sizes.push(answer.body.data.length)
      for (const tx of answer.body.data) {
        ids.push(tx.id)
        times.push(`${tx.metadata.minedAt}`)
        expect(tx.metadata.chain).toBe(c1)
      }
      cursor = answer.body.next
    } while (cursor)
    expect(sizes).toEqual([20, 20, total - 40])
    expect(new Set(ids).size).toBe(total)
    expect([...times].sort().reverse()).toEqual(times)
  })

  it('behavior: each transfer carries direction, amount, token and USD value', async () => {
    const { body } = await history(`chainId=${c1}`)
    const [sent, airdropped, spam, bought, ldu, ldt, lastPayment] = body.data
    expect(sent.metadata).toMatchObject({
      operationType: 'send',
      status: 'confirmed',
      sentFrom: alice.toLowerCase(),
      sentTo: friend.toLowerCase(),
    })
    expect(sent.transfers).toEqual([
      {
        direction: 'out',
        quantity: { numeric: '1' },
        fungible_info: { name: 'Ether', symbol: 'ETH' },
        value: 3000,
        price: 3000,
      },
    ])
    expect(airdropped.transfers[0]).toMatchObject({
      direction: 'in',
      fungible_info: { name: 'Free Airdrop', symbol: 'AIR' },
      nft_info: { flags: { is_spam: true } },
    })
    expect(spam.transfers[0]).toMatchObject({ nft_info: { flags: { is_spam: true } } })
    expect(bought.transfers[0]).toMatchObject({ quantity: { numeric: '0.5' }, value: 1500 })
    expect(bought.transfers[0]).not.toHaveProperty('nft_info')
    expect(ldu.transfers[0]).toMatchObject({
      quantity: { numeric: '3.25' },
      fungible_info: { symbol: 'LDU' },
      value: 3.25,
    })
    expect(ldt.transfers[0]).toMatchObject({
      quantity: { numeric: '12.5' },
      value: 6.25,
      price: 0.5,
    })
    expect(lastPayment.metadata.operationType).toBe('receive')
    expect(lastPayment.transfers[0].quantity.numeric).toBe(formatEther(BigInt(PAYMENTS)))
  })

  it('parameters: chainId keeps one chain; without it every chain is listed', async () => {
    const other = await history(`chainId=${c2}`)
    expect(other.body.data).toHaveLength(1)
    expect(other.body.data[0].metadata.chain).toBe(c2)
    expect(other.body.next).toBeNull()
    const chains = new Set<string>()
    let cursor: string | null = null
    let count = 0
    do {
      const answer = await history(cursor ? `cursor=${cursor}` : '')
      for (const tx of answer.body.data) chains.add(tx.metadata.chain)
      count += answer.body.data.length
      cursor = answer.body.next
    } while (cursor)
    expect(count).toBe(total + 1)
    expect(chains).toEqual(new Set([c1, c2]))
  })

  it('parameters: onramp=coinbase lists what the onramp providers sent', async () => {
    const answer = await history(`chainId=${c1}&onramp=coinbase`)
    expect(answer.body.data).toHaveLength(1)
    expect(answer.body.data[0].metadata.sentFrom).toBe(onramp.toLowerCase())
  })

  it('parameters: account as CAIP-10 percent-encoded, as openapi-fetch sends it', async () => {
    const answer = await history(`chainId=${c1}`, encodeURIComponent(`${c1}:${alice}`))
    expect(answer.status).toBe(200)
    expect(answer.body.data).toHaveLength(20)
    const balance = await callApi(
      'getAccountBalance',
      q(
        `/v1/account/${encodeURIComponent(`${c1}:${alice}`)}/balance`,
        `currency=usd&chainId=${c1}`,
      ),
    )
    expect(balance.status).toBe(200)
  })

  it('parameters: account as CAIP-10, any case', async () => {
    const answer = await history(
      `chainId=${c1}`,
      `${c1}:${alice.toUpperCase().replace('0X', '0x')}`,
    )
    expect(answer.body.data).toHaveLength(20)
  })

  it('behavior: bad input answers 400 naming the parameter', async () => {
    const cursor = await history(`chainId=${c1}&cursor=bogus`)
    expect(cursor.status).toBe(400)
    expect(cursor.body.reasons[0].description).toMatch(/^Invalid query parameter 'cursor'/)
    const chain = await history('chainId=eip155:1')
    expect(chain.status).toBe(400)
    expect(chain.body.reasons[0].description).toMatch(/^Invalid query parameter 'chainId'/)
    const account = await history('', '0x1234')
    expect(account.status).toBe(400)
    expect(account.body.reasons[0].description).toMatch(/^Invalid path parameter 'account'/)
  })
})

describe('getAccountBalance', () => {
  it('default: native, LDT and LDU read from the chain, valued from the price table', async () => {
    const answer = await callApi(
      'getAccountBalance',
      q(
        `/v1/account/${alice}/balance`,
        `currency=usd&chainId=${c1}&forceUpdate=${c1}:${first.secondToken!.address}`,
      ),
    )
    expect(answer.status).toBe(200)
    const [eth, ldt, ldu, ...rest] = answer.body.balances
    expect(rest).toEqual([])
    expect(eth).toMatchObject({ symbol: 'ETH', price: 3000 })
    expect(ldt).toEqual({
      name: 'Latch Dev Token',
      symbol: 'LDT',
      chainId: c1,
      address: `${c1}:${first.token!.address}`,
      value: 6.25,
      price: 0.5,
      quantity: { decimals: '18', numeric: '12.5' },
      iconUrl: '',
    })
    expect(ldu).toEqual({
      name: 'Latch Dev USD',
      symbol: 'LDU',
      chainId: c1,
      address: `${c1}:${first.secondToken!.address}`,
      value: 3.25,
      price: 1,
      quantity: { decimals: '6', numeric: '3.25' },
      iconUrl: '',
    })
  })
})

describe('postFungiblePrice', () => {
  it('default: one price per known token, native as 0xeeee…eeee; unknown ones left out', async () => {
    const answer = await callApi('postFungiblePrice', q('/v1/fungible/price'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        currency: 'usd',
        projectId,
        addresses: [
          `${c1}:${first.secondToken!.address}`,
          `${c1}:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE`,
          `${c1}:${airdrop}`,
          `eip155:1:${first.token!.address}`,
          `${c2}:${second.token!.address}`,
        ],
      }),
    })
    expect(answer.status).toBe(200)
    expect(answer.body.fungibles).toEqual([
      { name: 'Latch Dev USD', symbol: 'LDU', iconUrl: '', price: 1 },
      { name: 'Ether', symbol: 'ETH', iconUrl: '', price: 3000 },
      { name: 'Latch Dev Token', symbol: 'LDT', iconUrl: '', price: 0.5 },
    ])
  })
})
