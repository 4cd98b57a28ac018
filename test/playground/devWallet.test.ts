import {
  createPublicClient,
  createWalletClient,
  custom,
  encodeFunctionData,
  http,
  parseEther,
  parseUnits,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { devAccounts } from '../../playground/chain/devAccounts.ts'
import { latchDevTokenAbi } from '../../playground/chain/latchDevToken.ts'
import { type LocalChains, startLocalChains } from '../../playground/chain/startLocalChains.ts'
import {
  createDevWallet,
  type DevWalletApprovalRequest,
  type DevWalletProvider,
} from '../../playground/devWallet/createDevWallet.ts'

let local: LocalChains
beforeAll(async () => {
  local = await startLocalChains({ ports: [0, 0] })
})
afterAll(async () => {
  await local?.stop()
})

const alice = devAccounts[0]!
const bob = devAccounts[5]!

/** What the approve hook saw, and what it answers next. */
let asked: DevWalletApprovalRequest[]
let answer: boolean
let wallet: DevWalletProvider
let events: [string, unknown][]

beforeEach(() => {
  asked = []
  answer = true
  events = []
  const [first, second] = local.chains
  wallet = createDevWallet({
    chains: [
      { chainId: first.chainId, rpcUrl: first.url },
      { chainId: second.chainId, rpcUrl: second.url },
    ],
    approve: async (request) => {
      asked.push(request)
      return answer
    },
  })
  for (const event of ['accountsChanged', 'chainChanged', 'connect', 'disconnect'] as const) {
    wallet.on(event, (payload) => events.push([event, payload]))
  }
})

const rpcError = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected an EIP-1193 error'),
    (e: { code: number; message: string }) => ({ code: e.code, message: e.message }),
  )

const viemWallet = () => createWalletClient({ account: alice.address, transport: custom(wallet) })

describe('createDevWallet', () => {
  it('default', async () => {
    expect(wallet.address).toBe(alice.address)
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    expect(await viemWallet().requestAddresses()).toEqual([alice.address])
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([alice.address])
    expect(asked).toEqual([
      { method: 'eth_requestAccounts', params: [], chainId: 31337, address: alice.address },
    ])
    expect(events).toEqual([
      ['connect', { chainId: '0x7a69' }],
      ['accountsChanged', [alice.address]],
    ])
    // Already connected: no second prompt.
    await wallet.request({ method: 'eth_requestAccounts' })
    expect(asked).toHaveLength(1)
  })

  it('parameters: autoApprove', async () => {
    const auto = createDevWallet({
      chains: [{ chainId: 31337, rpcUrl: local.chains[0].url }],
      autoApprove: true,
    })
    expect(await auto.request({ method: 'eth_requestAccounts' })).toEqual([alice.address])
    expect(() =>
      createDevWallet({ chains: [{ chainId: 1, rpcUrl: 'http://127.0.0.1:1' }] }),
    ).toThrow('createDevWallet: pass approve, or autoApprove: true')
  })

  it('parameters: privateKey', async () => {
    const other = createDevWallet({
      chains: [{ chainId: 31337, rpcUrl: local.chains[0].url }],
      privateKey: bob.privateKey,
      autoApprove: true,
    })
    expect(await other.request({ method: 'eth_requestAccounts' })).toEqual([bob.address])
  })

  it('behavior: personal_sign gives a signature viem verifies', async () => {
    await wallet.request({ method: 'eth_requestAccounts' })
    const message = 'Sign in to Latch\nNonce: 42'
    const signature = await viemWallet().signMessage({ message })
    expect(await verifyMessage({ address: alice.address, message, signature })).toBe(true)
    expect(await verifyMessage({ address: bob.address, message, signature })).toBe(false)
    expect(asked.at(-1)?.method).toBe('personal_sign')
  })

  it('behavior: eth_signTypedData_v4 gives a signature viem verifies', async () => {
    await wallet.request({ method: 'eth_requestAccounts' })
    const typedData = {
      domain: { name: 'Latch', version: '1', chainId: 31337 },
      types: {
        Login: [
          { name: 'who', type: 'address' },
          { name: 'nonce', type: 'uint256' },
        ],
      },
      primaryType: 'Login',
      message: { who: alice.address, nonce: 7n },
    } as const
    const signature = await viemWallet().signTypedData(typedData)
    expect(await verifyTypedData({ address: alice.address, signature, ...typedData })).toBe(true)
  })

  it('behavior: eth_sendTransaction signs locally and the receipt is mined', async () => {
    await wallet.request({ method: 'eth_requestAccounts' })
    const chain = createPublicClient({ transport: http(local.chains[0].url) })
    const before = await chain.getBalance({ address: bob.address })
    const hash = await viemWallet().sendTransaction({
      chain: null,
      to: bob.address,
      value: parseEther('1.5'),
    })
    const receipt = await chain.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(alice.address.toLowerCase())
    expect((await chain.getBalance({ address: bob.address })) - before).toBe(parseEther('1.5'))
    expect(asked.at(-1)?.method).toBe('eth_sendTransaction')
  })

  it('behavior: an ERC-20 transfer moves Latch Dev Tokens', async () => {
    await wallet.request({ method: 'eth_requestAccounts' })
    const chain = createPublicClient({ transport: http(local.chains[0].url) })
    const token = local.chains[0].token!.address
    const balanceOf = () =>
      chain.readContract({
        address: token,
        abi: latchDevTokenAbi,
        functionName: 'balanceOf',
        args: [bob.address],
      })
    const before = await balanceOf()
    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [
        {
          from: alice.address,
          to: token,
          data: encodeFunctionData({
            abi: latchDevTokenAbi,
            functionName: 'transfer',
            args: [bob.address, parseUnits('25', 18)],
          }),
        },
      ],
    })) as `0x${string}`
    expect((await chain.waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe(
      'success',
    )
    expect((await balanceOf()) - before).toBe(parseUnits('25', 18))
  })

  it('behavior: the approve hook saying no answers 4001', async () => {
    answer = false
    expect(await rpcError(wallet.request({ method: 'eth_requestAccounts' }))).toEqual({
      code: 4001,
      message: 'User rejected the request.',
    })
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    answer = true
    await wallet.request({ method: 'eth_requestAccounts' })
    answer = false
    const nonce = await createPublicClient({
      transport: http(local.chains[0].url),
    }).getTransactionCount({
      address: alice.address,
    })
    for (const request of [
      { method: 'personal_sign', params: ['0x68656c6c6f', alice.address] },
      {
        method: 'eth_sendTransaction',
        params: [{ from: alice.address, to: bob.address, value: '0x1' }],
      },
    ]) {
      expect((await rpcError(wallet.request(request))).code).toBe(4001)
    }
    // Nothing was sent.
    expect(
      await createPublicClient({ transport: http(local.chains[0].url) }).getTransactionCount({
        address: alice.address,
      }),
    ).toBe(nonce)
    // A hook that throws counts as a rejection.
    const throwing = createDevWallet({
      chains: [{ chainId: 31337, rpcUrl: local.chains[0].url }],
      approve: () => Promise.reject(new Error('closed')),
    })
    expect((await rpcError(throwing.request({ method: 'eth_requestAccounts' }))).code).toBe(4001)
  })

  it('behavior: signing before connecting or for another account answers 4100', async () => {
    expect(
      (await rpcError(wallet.request({ method: 'personal_sign', params: ['0x00', alice.address] })))
        .code,
    ).toBe(4100)
    await wallet.request({ method: 'eth_requestAccounts' })
    expect(
      (await rpcError(wallet.request({ method: 'personal_sign', params: ['0x00', bob.address] })))
        .code,
    ).toBe(4100)
    expect(asked.map((r) => r.method)).toEqual(['eth_requestAccounts'])
  })

  it('behavior: an unknown chain answers 4902', async () => {
    expect(
      await rpcError(
        wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
      ),
    ).toEqual({
      code: 4902,
      message:
        'Unrecognized chain ID "0x1". Try adding the chain using wallet_addEthereumChain first.',
    })
    expect(wallet.chainId).toBe(31337)
    expect(events).toEqual([])
  })

  it('behavior: switches between the two local chains, emitting chainChanged', async () => {
    await wallet.request({ method: 'eth_requestAccounts' })
    events = []
    const switchTo = (chainId: string) =>
      wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
    expect(await switchTo('0x7a6a')).toBeNull()
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    // Reads and sends now go to chain 31338.
    const second = createPublicClient({ transport: http(local.chains[1].url) })
    const first = createPublicClient({ transport: http(local.chains[0].url) })
    const [nonce1, nonce2] = [
      await first.getTransactionCount({ address: alice.address }),
      await second.getTransactionCount({ address: alice.address }),
    ]
    expect(
      await wallet.request({
        method: 'eth_getTransactionCount',
        params: [alice.address, 'latest'],
      }),
    ).toBe(`0x${nonce2.toString(16)}`)
    const hash = await viemWallet().sendTransaction({ chain: null, to: bob.address, value: 1n })
    expect((await second.waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe(
      'success',
    )
    expect(await second.getTransactionCount({ address: alice.address })).toBe(nonce2 + 1)
    expect(await first.getTransactionCount({ address: alice.address })).toBe(nonce1)
    await switchTo('0x7a6a') // already there: no event
    await switchTo('0x7a69')
    expect(events).toEqual([
      ['chainChanged', '0x7a6a'],
      ['chainChanged', '0x7a69'],
    ])
  })

  it('behavior: wallet_addEthereumChain adds the network and switches to it', async () => {
    const params = [
      { chainId: '0x7a6a', chainName: 'Latch Local 2', rpcUrls: [local.chains[1].url] },
    ]
    const only = createDevWallet({
      chains: [{ chainId: 31337, rpcUrl: local.chains[0].url }],
      autoApprove: true,
    })
    const changed: unknown[] = []
    only.on('chainChanged', (id) => changed.push(id))
    expect(
      (
        await rpcError(
          only.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }),
        )
      ).code,
    ).toBe(4902)
    expect(await only.request({ method: 'wallet_addEthereumChain', params })).toBeNull()
    expect(changed).toEqual(['0x7a6a'])
    expect(await only.request({ method: 'eth_blockNumber' })).toMatch(/^0x/)
    expect(
      (
        await rpcError(
          only.request({
            method: 'wallet_addEthereumChain',
            params: [{ chainId: '0x5', rpcUrls: [] }],
          }),
        )
      ).code,
    ).toBe(-32602)
  })

  it('behavior: read methods are forwarded to the chain', async () => {
    const balance = await wallet.request({
      method: 'eth_getBalance',
      params: [devAccounts[9]!.address, 'latest'],
    })
    expect(BigInt(balance as string)).toBe(parseEther('10000'))
    expect(
      (await rpcError(wallet.request({ method: 'eth_sign', params: [alice.address, '0x00'] })))
        .code,
    ).toBe(4200)
    expect((await rpcError(wallet.request({ method: 'foo_bar' }))).code).toBe(4200)
  })

  it('behavior: disconnect and revoke empty the accounts', async () => {
    await wallet.request({ method: 'eth_requestAccounts' })
    events = []
    wallet.disconnect()
    expect(events.map(([name]) => name)).toEqual(['accountsChanged', 'disconnect'])
    expect(events[0]?.[1]).toEqual([])
    expect(events[1]![1]).toMatchObject({ code: 4900 })
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    await wallet.request({ method: 'eth_requestAccounts' })
    await wallet.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(wallet.connected).toBe(false)
  })

  it('behavior: concurrent connect requests share one prompt', async () => {
    const both = await Promise.all([
      wallet.request({ method: 'eth_requestAccounts' }),
      wallet.request({ method: 'eth_requestAccounts' }),
    ])
    expect(both).toEqual([[alice.address], [alice.address]])
    expect(asked).toHaveLength(1)
    expect(events.filter(([name]) => name === 'connect')).toHaveLength(1)
  })

  it('behavior: bad transaction fields answer -32602 before any prompt', async () => {
    await wallet.request({ method: 'eth_requestAccounts' })
    const send = (tx: object) =>
      rpcError(
        wallet.request({ method: 'eth_sendTransaction', params: [{ from: alice.address, ...tx }] }),
      )
    expect(await send({ to: 'bob' })).toEqual({
      code: -32602,
      message: 'Invalid to: expected an address',
    })
    expect(await send({ to: bob.address, value: 12 })).toEqual({
      code: -32602,
      message: 'Invalid value: expected a hex quantity',
    })
    expect(await send({ to: bob.address, data: 'hello' })).toEqual({
      code: -32602,
      message: 'Invalid data: expected hex bytes',
    })
    expect(await send({ to: bob.address, chainId: '0x7a6a' })).toEqual({
      code: -32602,
      message: 'Transaction chainId 0x7a6a differs from the current chain 0x7a69',
    })
    expect(asked.map((r) => r.method)).toEqual(['eth_requestAccounts'])
  })

  it("behavior: the node's error codes pass through", async () => {
    const error = await rpcError(
      wallet.request({ method: 'eth_getBalance', params: ['not-an-address'] }),
    )
    expect(error.code).toBe(-32602)
    const offline = createDevWallet({
      chains: [{ chainId: 1, rpcUrl: 'http://127.0.0.1:1' }],
      autoApprove: true,
    })
    expect((await rpcError(offline.request({ method: 'eth_blockNumber' }))).code).toBe(4901)
  })

  it('behavior: removeListener stops the events', async () => {
    const seen: unknown[] = []
    const listener = (payload: unknown) => seen.push(payload)
    wallet.on('chainChanged', listener)
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    wallet.removeListener('chainChanged', listener)
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })
    expect(seen).toEqual(['0x7a6a'])
  })
})
