// @vitest-environment happy-dom
import { signal } from '@preact/signals-core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { identicon } from '../../../../react/components/Identicon.tsx'
import type {
  AccountState,
  ActivityList,
  ActivityState,
  TokenBalance,
  Transaction,
} from '../../../../runtime/index.ts'
import { emptyActivity, emptyNames, emptySend } from '../../../../runtime/state/types.ts'
import {
  connectedAddress as address,
  connectedChain as chain,
  connectedAccount as connected,
  ldtBalance as ldt,
} from '../../support/connectedAccount.ts'
import { makeFakeClient } from '../../support/fakeClient.ts'
import { click, key, shadow, waitFor } from '../../support/mount.tsx'
import { findView, renderModal, write } from '../../support/renderModal.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const ether: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: chain,
  value: 3000.5,
  price: 3000,
  quantity: { decimals: '18', numeric: '1.000166666' },
  iconUrl: '',
}

const setup = async (
  account: AccountState,
  options: { apiUrl?: string; features?: { activity?: boolean } } = {
    apiUrl: 'http://127.0.0.1:9',
  },
) => {
  const fake = makeFakeClient({ view: 'Account', ...options })
  fake.state.account.value = account
  // What the WalletSend view (another issue's) reads, so the send button can be followed.
  Object.assign(fake.state, { send: signal(emptySend), names: signal(emptyNames) })
  Object.assign(fake.client, {
    loadSendTokens: async () => undefined,
    updateSend: async () => undefined,
  })
  await renderModal(fake)
  const root = await findView('Account')
  return { fake, root }
}

/** `state.activity` as `loadActivity` leaves it after a page: ready with `list`. */
const ready = (list: Partial<ActivityList>): ActivityState => ({
  status: 'ready',
  data: { ...emptyActivity.data, ...list },
  error: undefined,
})

const tx = (id: string, minedAt: string, extra: Partial<Transaction['metadata']> = {}) =>
  ({
    id,
    metadata: {
      minedAt,
      chain,
      sentFrom: address,
      sentTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      ...extra,
    },
    transfers: [
      {
        direction: 'out',
        quantity: { numeric: '5' },
        fungible_info: { name: 'Latch Dev Token', symbol: 'LDT' },
      },
    ],
  }) as Transaction

describe('Account view', () => {
  it('default: header with identicon, short address, native balance and the USD total; tokens listed', async () => {
    const { fake, root } = await setup(
      connected({ tokenBalance: [ether, ldt], tokenBalanceStatus: 'ready' }),
    )
    expect(fake.calls.filter((c) => c[0] === 'loadTokens')).toEqual([])
    expect(root.querySelector('[data-latch-identicon]')).not.toBeNull()
    expect(root.querySelector('img.latch-avatar-large')).toBeNull()
    expect(root.querySelector('[data-latch-address] strong')?.textContent).toBe('0xf39F…2266')
    expect(root.querySelector('[data-latch-balance]')?.textContent).toBe('1.0001 ETH')
    expect(root.querySelector('[data-latch-usd]')?.textContent).toBe('$4,000.50')
    const rows = [...root.querySelectorAll('[data-latch-token]')].map((row) => [
      row.getAttribute('data-latch-token'),
      row.querySelector('[data-latch-token-amount]')?.textContent,
    ])
    expect(rows).toEqual([
      ['native', '1.0001 ETH'],
      [ldt.address, '1,000 LDT'],
    ])
    expect(root.querySelector(`[data-latch-token="${ldt.address}"] img`)?.getAttribute('src')).toBe(
      ldt.iconUrl,
    )
  })

  it('behavior: the identicon is the same for the same address, and differs for another', () => {
    expect(identicon(address)).toEqual(identicon(address.toLowerCase()))
    expect(identicon(address)).not.toEqual(identicon('0x70997970C51812dc3A010C7d01b50e0d17dc79C8'))
    for (const [x, y] of identicon(address).cells) {
      expect(identicon(address).cells).toContainEqual([4 - x, y])
    }
  })

  it('behavior: wallet features in SPEC §9 order; buy, swaps, receive and send navigate', async () => {
    const { fake, root } = await setup(connected())
    const features = [...root.querySelectorAll('[data-latch-feature]')].map((b) =>
      b.getAttribute('data-latch-feature'),
    )
    expect(features).toEqual(['onramp', 'swaps', 'receive', 'send'])
    await click(root.querySelector('[data-latch-feature="onramp"]') as Element)
    expect(fake.state.router.value).toEqual({ view: 'OnRampProviders', history: ['Account'] })
    // Each return to Account renders a new view element: query the one on screen.
    await write(fake.state.router, { view: 'Account', history: [] })
    const back = await findView('Account')
    await click(back.querySelector('[data-latch-feature="swaps"]') as Element)
    expect(fake.state.router.value).toEqual({ view: 'Swap', history: ['Account'] })
    await write(fake.state.router, { view: 'Account', history: [] })
    const backAgain = await findView('Account')
    await click(backAgain.querySelector('[data-latch-feature="send"]') as Element)
    expect(fake.state.router.value).toEqual({ view: 'WalletSend', history: ['Account'] })
    await write(fake.state.router, { view: 'Account', history: [] })
    const again = await findView('Account')
    await click(again.querySelector('[data-latch-feature="receive"]') as Element)
    expect(fake.state.router.value).toEqual({ view: 'WalletReceive', history: ['Account'] })
  })

  it("behavior: loading placeholder, then 'Token Balance Unavailable' with a retry, then an empty note", async () => {
    const { fake, root } = await setup(connected({ tokenBalanceStatus: 'loading' }))
    expect(root.querySelector('[data-latch-tokens="loading"]')?.getAttribute('role')).toBe('status')
    // Skeleton rows shaped like tokens hold the list's place, hidden from screen readers.
    expect(
      root.querySelectorAll('[data-latch-tokens="loading"] [data-latch-skeleton]'),
    ).toHaveLength(3)
    expect(
      root.querySelector('[data-latch-tokens="loading"] ul')?.getAttribute('aria-hidden'),
    ).toBe('true')
    await write(
      fake.state.account,
      connected({
        tokenBalanceStatus: 'error',
        tokenBalanceError: 'Token Balance Unavailable',
      }),
    )
    expect(root.querySelector('[data-latch-tokens="error"] [role="alert"]')?.textContent).toBe(
      'Token Balance Unavailable',
    )
    expect(root.querySelector('[data-latch-usd]')).toBeNull()
    const before = fake.calls.filter((c) => c[0] === 'loadTokens').length
    await click(root.querySelector('[data-latch-tokens="error"] button') as Element)
    expect(fake.calls.filter((c) => c[0] === 'loadTokens').length).toBe(before + 1)
    await write(fake.state.account, connected({ tokenBalanceStatus: 'ready' }))
    expect(root.querySelector('[data-latch-tokens="empty"]')?.textContent).toBe(
      'No tokens on this network yet.',
    )
  })

  it('behavior: tokens of another network are not listed', async () => {
    const { root } = await setup(
      connected({
        tokenBalance: [{ ...ldt, chainId: 'eip155:8453' }],
        tokenBalanceStatus: 'ready',
      }),
    )
    expect(root.querySelector('[data-latch-token]')).toBeNull()
  })

  it('parameters: without apiUrl and without wallet assets there are no tabs (API.md: hidden)', async () => {
    const { root } = await setup(connected({ tokenBalanceStatus: 'unavailable' }), {})
    expect(root.querySelector('[role="tablist"]')).toBeNull()
    expect(root.querySelector('[data-latch-tokens]')).toBeNull()
  })

  it('parameters: features.activity false hides the Activity tab', async () => {
    const { root } = await setup(connected({ tokenBalanceStatus: 'ready' }), {
      apiUrl: 'http://127.0.0.1:9',
      features: { activity: false },
    })
    const tabs = [...root.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)
    expect(tabs).toEqual(['Tokens'])
  })

  it('behavior: tabs follow WAI-ARIA (arrows move, one tab stop); Activity loads and groups by year then month', async () => {
    // Two hours after the newest transaction, for SPEC §9's relative times.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2025-01-03T10:00:00Z') })
    const { fake, root } = await setup(
      connected({ tokenBalance: [ether], tokenBalanceStatus: 'ready' }),
    )
    const tab = (name: string) => root.querySelector(`[data-latch-tab="${name}"]`) as HTMLElement
    expect(tab('tokens').getAttribute('aria-selected')).toBe('true')
    expect(tab('activity').tabIndex).toBe(-1)
    tab('tokens').focus()
    await key(tab('tokens'), 'ArrowRight')
    expect(tab('activity').getAttribute('aria-selected')).toBe('true')
    expect(shadow().activeElement).toBe(tab('activity'))
    const panel = root.querySelector('[role="tabpanel"]') as Element
    expect(panel.getAttribute('aria-labelledby')).toBe('latch-tab-activity')
    expect(fake.calls).toContainEqual(['loadActivity'])
    // Loading, then the grouped list.
    expect(panel.querySelector('[data-latch-view="Transactions"] [role="status"]')).not.toBeNull()
    const transactions = [
      tx('c', '2025-01-03T08:00:00Z'),
      tx('b', '2024-12-24T10:00:00Z', { status: 'failed' }),
      tx('a', '2024-11-02T10:00:00Z'),
    ]
    await write(
      fake.state.activity,
      ready({
        account: `${chain}:${address}`,
        lastNetworkInView: chain,
        transactions,
        transactionsByYear: [
          { year: 2025, months: [{ month: 1, transactions: [transactions[0] as Transaction] }] },
          {
            year: 2024,
            months: [
              { month: 12, transactions: [transactions[1] as Transaction] },
              { month: 11, transactions: [transactions[2] as Transaction] },
            ],
          },
        ],
        next: 'cursor-2',
      }),
    )
    const view = root.querySelector('[data-latch-view="Transactions"]') as Element
    const headings = [...view.querySelectorAll('h3, h4')].map((h) => h.textContent)
    expect(headings).toEqual(['2025', 'January', '2024', 'December', 'November'])
    const row = view.querySelector('[data-latch-transaction="b"]') as Element
    expect(row.textContent).toContain('Sent')
    expect(row.textContent).toContain('Failed')
    // SPEC §9: relative time in English short form; the date on hover.
    expect(row.textContent).toContain('1w ago · to 0x7099…79C8')
    expect(row.querySelector('time')?.getAttribute('title')).toBe('Dec 24')
    expect(view.querySelector('[data-latch-transaction="c"] time')?.textContent).toBe('2h ago')
    expect(row.querySelector('[data-latch-transaction-amount]')?.textContent).toBe('−5 LDT')
    // Isolated left-to-right, so in Arabic the sign stays beside its number.
    expect(row.querySelector('[data-latch-transaction-amount] bdi[dir="ltr"]')?.textContent).toBe(
      '−5',
    )
    // happy-dom has IntersectionObserver: the sentinel asks for more when it scrolls in.
    expect(view.querySelector('[data-latch-load-more]')).not.toBeNull()
    await key(tab('activity'), 'ArrowLeft')
    expect(tab('tokens').getAttribute('aria-selected')).toBe('true')
    vi.useRealTimers()
  })

  it("behavior: Activity's empty and error states; retry loads again", async () => {
    const { fake, root } = await setup(connected({ tokenBalanceStatus: 'ready' }))
    await click(root.querySelector('[data-latch-tab="activity"]') as Element)
    const list = { account: `${chain}:${address}`, lastNetworkInView: chain, empty: true }
    await write(fake.state.activity, ready(list))
    const view = () => root.querySelector('[data-latch-view="Transactions"]') as Element
    expect(view().textContent).toBe('No activity on this network yet.')
    await write(fake.state.activity, {
      ...ready(list),
      status: 'error',
      error: 'Failed to fetch transactions',
    })
    expect(view().querySelector('[role="alert"]')?.textContent).toBe('Failed to fetch transactions')
    const loads = fake.calls.filter((c) => c[0] === 'loadActivity').length
    await click(view().querySelector('button') as Element)
    expect(fake.calls.filter((c) => c[0] === 'loadActivity').length).toBe(loads + 1)
  })

  it('behavior: a load or retry that fails outside the flow (its code not loading) says why', async () => {
    // The flows write their own failures into the state; what fails before them was swallowed.
    const { fake, root } = await setup(
      connected({ tokenBalanceStatus: 'error', tokenBalanceError: 'Token Balance Unavailable' }),
    )
    const lost = 'Failed to fetch dynamically imported module'
    fake.fail.loadTokens = new Error(lost)
    fake.fail.loadActivity = new Error(lost)
    await click(root.querySelector('[data-latch-tokens="error"] button') as Element)
    expect(
      [...root.querySelectorAll('[data-latch-tokens="error"] [role="alert"]')].map(
        (alert) => alert.textContent,
      ),
    ).toEqual(['Token Balance Unavailable', lost])
    await click(root.querySelector('[data-latch-tab="activity"]') as Element)
    const view = await waitFor(() => root.querySelector('[data-latch-view="Transactions"]'))
    await waitFor(() => view.querySelector('[data-latch-action-error]'))
    expect(view.querySelector('[data-latch-action-error]')?.textContent).toBe(lost)
  })

  it('behavior: a swap is one Activity entry with both legs; a pending one says so', async () => {
    const { fake, root } = await setup(connected({ tokenBalanceStatus: 'ready' }))
    await click(root.querySelector('[data-latch-tab="activity"]') as Element)
    const swapped = {
      ...tx('s', '2026-11-26T18:00:00Z', { status: 'pending' }),
      transfers: [
        {
          direction: 'out',
          quantity: { numeric: '0.01' },
          fungible_info: { name: 'Ether', symbol: 'ETH' },
        },
        {
          direction: 'in',
          quantity: { numeric: '29.9' },
          fungible_info: { name: 'Latch Dev Token', symbol: 'LDT' },
        },
      ],
    } as Transaction
    await write(
      fake.state.activity,
      ready({
        account: `${chain}:${address}`,
        lastNetworkInView: chain,
        transactions: [swapped],
        transactionsByYear: [{ year: 2026, months: [{ month: 11, transactions: [swapped] }] }],
      }),
    )
    const row = root.querySelector('[data-latch-transaction="s"]') as Element
    expect(row.querySelector('.latch-line')?.textContent).toBe(
      'Swapped 0.01 ETH for 29.9 LDTPending',
    )
    expect(row.getAttribute('data-latch-transaction-status')).toBe('pending')
    expect(row.textContent).not.toContain('to 0x7099')
    expect(row.querySelector('[data-latch-transaction-amount]')?.textContent).toBe('+29.9 LDT')
  })

  it('behavior: an onramp purchase reads "Bought" with what came in, not the provider', async () => {
    const { fake, root } = await setup(connected({ tokenBalanceStatus: 'ready' }))
    await click(root.querySelector('[data-latch-tab="activity"]') as Element)
    const provider = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f'
    const incoming = (id: string) =>
      ({
        ...tx(id, '2026-11-26T18:00:00Z', { sentFrom: provider, sentTo: address }),
        transfers: [{ direction: 'in', quantity: { numeric: '0.0166' } }],
      }) as Transaction
    // The history lists both; the onramp's page (coinbaseTransactions) names one, in another case.
    const bought = incoming('0xAB')
    const received = incoming('0xcd')
    await write(
      fake.state.activity,
      ready({
        account: `${chain}:${address}`,
        lastNetworkInView: chain,
        transactions: [bought, received],
        coinbaseTransactions: [{ ...bought, id: '0xab' }],
        transactionsByYear: [
          { year: 2026, months: [{ month: 11, transactions: [bought, received] }] },
        ],
      }),
    )
    const row = (id: string) => root.querySelector(`[data-latch-transaction="${id}"]`) as Element
    expect(row('0xAB').querySelector('.latch-line')?.textContent).toBe('Bought')
    expect(row('0xAB').textContent).not.toContain('from 0x2361')
    expect(row('0xAB').querySelector('[data-latch-transaction-amount]')?.textContent).toBe(
      '+0.0166 ETH',
    )
    expect(row('0xcd').querySelector('.latch-line')?.textContent).toBe('Received')
    expect(row('0xcd').textContent).toContain('from 0x2361…1E8f')
  })

  it('behavior: without a name, the header offers to choose one (eip155 with a Data API)', async () => {
    const { fake, root } = await setup(connected())
    await click(root.querySelector('[data-latch-choose-name]') as Element)
    expect(fake.state.router.value).toEqual({ view: 'RegisterAccountName', history: ['Account'] })
  })

  it('parameters: a named account, or one without a Data API, is not offered a name', async () => {
    const named = await setup(connected({ profileName: 'dev.latch.id' }))
    expect(named.root.querySelector('[data-latch-choose-name]')).toBeNull()
  })

  it('parameters: without apiUrl no name is offered', async () => {
    const { root } = await setup(connected({ tokenBalanceStatus: 'unavailable' }), {})
    expect(root.querySelector('[data-latch-choose-name]')).toBeNull()
  })

  it('behavior: the header reads top to bottom: avatar, name with copy, balance, USD, network; then features, tabs, Disconnect', async () => {
    const { root } = await setup(connected({ tokenBalance: [ether], tokenBalanceStatus: 'ready' }))
    const order = [
      '[data-latch-identicon]',
      '[data-latch-address]',
      '[data-latch-copy]',
      '[data-latch-balance]',
      '[data-latch-usd]',
      '[data-latch-network-button]',
      '[data-latch-feature="onramp"]',
      '[role="tablist"]',
      '[data-latch-disconnect]',
    ].map((selector) => root.querySelector(selector) as Element)
    for (const [i, element] of order.entries()) {
      expect(element).not.toBeNull()
      const next = order[i + 1]
      if (next)
        expect(element.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).not.toBe(0)
    }
    // The feature row is compact icon-and-label buttons, in SPEC §9 order.
    const features = [...root.querySelectorAll('[data-latch-feature]')]
    expect(features.map((b) => b.textContent)).toEqual(['Buy', 'Swap', 'Receive', 'Send'])
    for (const button of features)
      expect(button.querySelector('svg[aria-hidden="true"]')).not.toBeNull()
  })

  it('behavior: the copy button beside the name copies the address and announces it', async () => {
    const writeText = vi.fn(async (_: string) => undefined)
    vi.stubGlobal('navigator', { ...globalThis.navigator, clipboard: { writeText } })
    const { root } = await setup(connected())
    const copy = root.querySelector('[data-latch-copy]') as Element
    expect(copy.getAttribute('aria-label')).toBe('Copy address')
    expect(copy.parentElement?.querySelector('[data-latch-address]')).not.toBeNull()
    const live = root.querySelector('[role="status"][data-latch-copied]') as Element
    expect(live.textContent).toBe('')
    await click(copy)
    await waitFor(() => live.textContent === 'Address copied')
    expect(writeText).toHaveBeenCalledWith(address)
  })

  it('behavior: the network chip shows the network with its icon and opens Networks', async () => {
    const { fake, root } = await setup(connected())
    const chip = root.querySelector('[data-latch-network-button]') as Element
    expect(chip.textContent).toBe('Ethereum')
    expect(chip.querySelector('[aria-hidden="true"]')).not.toBeNull()
    await click(chip)
    expect(fake.state.router.value).toEqual({ view: 'Networks', history: ['Account'] })
  })

  it('behavior: the avatar keeps its size whether it is the identicon or an image, so nothing moves when one arrives', async () => {
    const { fake, root } = await setup(connected())
    const slot = () => root.querySelector('[data-latch-identicon], img')?.parentElement
    const identicon = root.querySelector('[data-latch-identicon]') as Element
    expect([identicon.getAttribute('width'), identicon.getAttribute('height')]).toEqual([
      '72',
      '72',
    ])
    const before = slot()
    await write(fake.state.account, connected({ profileImage: 'https://x/a.png' }))
    const image = root.querySelector('img') as Element
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['72', '72'])
    expect(slot()).toBe(before)
  })

  it('behavior: Activity shows skeleton rows while its first page loads', async () => {
    const { root } = await setup(connected({ tokenBalanceStatus: 'ready' }))
    await click(root.querySelector('[data-latch-tab="activity"]') as Element)
    const view = root.querySelector('[data-latch-view="Transactions"]') as Element
    const status = view.querySelector('[role="status"]') as Element
    expect(status.textContent).toBe('Loading activity')
    expect(status.querySelectorAll('[data-latch-skeleton]')).toHaveLength(3)
    expect(status.querySelector('ul')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('behavior: Activity keeps its list while it reloads, a spinner below it', async () => {
    const { fake, root } = await setup(connected({ tokenBalanceStatus: 'ready' }))
    await click(root.querySelector('[data-latch-tab="activity"]') as Element)
    const shown = tx('a', '2026-11-26T18:00:00Z')
    const loaded = ready({
      account: `${chain}:${address}`,
      lastNetworkInView: chain,
      transactions: [shown],
      transactionsByYear: [{ year: 2026, months: [{ month: 11, transactions: [shown] }] }],
    })
    await write(fake.state.activity, { ...loaded, status: 'loading' })
    const view = root.querySelector('[data-latch-view="Transactions"]') as Element
    expect(view.querySelector('[data-latch-transaction="a"]')).not.toBeNull()
    expect(view.querySelector('[data-latch-skeleton]')).toBeNull()
    expect(view.querySelector('[role="status"]')?.getAttribute('aria-label')).toBe(
      'Loading more activity',
    )
    expect(view.getAttribute('aria-busy')).toBe('true')
  })

  it('parameters: a profile image replaces the identicon', async () => {
    const { root } = await setup(
      connected({ profileImage: 'https://x/a.png', profileName: 'dev.latch' }),
    )
    expect(root.querySelector('[data-latch-identicon]')).toBeNull()
    expect(root.querySelector('img')?.getAttribute('src')).toBe('https://x/a.png')
    expect(root.querySelector('[data-latch-address] strong')?.textContent).toBe('dev.latch')
  })
})

describe('WalletReceive view', () => {
  it('default: the address as a QR code and text, copy, and the networks of its namespace', async () => {
    const writeText = vi.fn(async (_: string) => undefined)
    vi.stubGlobal('navigator', { ...globalThis.navigator, clipboard: { writeText } })
    const fake = makeFakeClient({ view: 'WalletReceive' })
    fake.state.account.value = connected()
    await renderModal(fake)
    const root = await findView('WalletReceive')
    expect(shadow().querySelector('#latch-title')?.textContent).toBe('Receive')
    const qr = root.querySelector('[data-latch-receive-qr]') as Element
    expect(qr.getAttribute('data-latch-receive-qr')).toBe(address)
    expect(qr.querySelector('svg')).not.toBeNull()
    expect(qr.getAttribute('aria-label')).toBe('QR code of your address')
    expect(root.querySelector('[data-latch-address]')?.textContent).toBe(address)
    const networks = [...root.querySelectorAll('[data-latch-receive-networks] li')].map(
      (li) => li.textContent,
    )
    expect(networks).toEqual(['EthereumCurrent', 'Base'])
    const copy = root.querySelector('[data-latch-copy]') as Element
    await click(copy)
    await waitFor(() => copy.textContent === 'Address copied')
    expect(writeText).toHaveBeenCalledWith(address)
    expect(root.querySelector('[role="status"]')?.textContent).toBe('Address copied')
  })
})
