import type {
  AccountState,
  ConnectorInfo,
  LatchOptions,
  TokenBalance,
  Transaction,
  ViewName,
} from '../../../runtime/index.ts'
import { arbitrum, base, mainnet, optimism, polygon, solana } from '../../../runtime/networks.ts'
import { emptyActivity, emptySend, emptySwap } from '../../../runtime/state/types.ts'
import { type makeFakeClient, noAccount, registryWallet } from '../../react/support/fakeClient.ts'

/** The fake client's writable signals. */
type FakeState = ReturnType<typeof makeFakeClient>['state']

/**
 * One picture of the gallery: what the fake client's signals hold, where the modal opens and,
 * for the state only a click makes (the wallet a WalletConnect view pairs with, a pending
 * connect, the Activity tab), the control clicked on the way.
 */
export type Scene = {
  /** Writes the signals the view reads, over the disconnected defaults. */
  readonly set?: (state: FakeState) => void
  /** The view the modal opens on; the scene's own by default. */
  readonly start?: ViewName
  /** The views behind it (a back button shows when there is one). */
  readonly history?: readonly ViewName[]
  /** A control (CSS, inside the modal) clicked once the start view shows. */
  readonly click?: string
}

/**
 * A `data-latch-view` the modal shows: every ViewName, and the Account view's Activity tab
 * (`Transactions`), which names itself the same way.
 */
export type SceneName = ViewName | 'Transactions'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const peer = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const chain = mainnet.caipNetworkId

/** A flat wallet logo (no text, so no font), as a data: URL: nothing to fetch. */
const logo = (color: string, mark: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${color}"/><path d="${mark}" fill="#fff"/></svg>`,
  )}`
const circle = 'M16 8a8 8 0 1 1 0 16a8 8 0 1 1 0-16z'
const square = 'M9 9h14v14H9z'
const diamond = 'M16 6l10 10-10 10L6 16z'

const connector = (
  id: string,
  name: string,
  type: ConnectorInfo['type'],
  extra: Partial<ConnectorInfo> = {},
): ConnectorInfo => ({
  id,
  name,
  type,
  namespace: 'eip155',
  icon: undefined,
  rdns: undefined,
  recent: false,
  ...extra,
})

const connectors: readonly ConnectorInfo[] = [
  connector('io.metamask', 'MetaMask', 'ANNOUNCED', {
    icon: logo('#f6851b', diamond),
    rdns: 'io.metamask',
    recent: true,
  }),
  connector('app.phantom', 'Phantom', 'ANNOUNCED', {
    icon: logo('#ab9ff2', circle),
    namespace: 'solana',
  }),
  connector('walletConnect', 'WalletConnect', 'WALLET_CONNECT'),
  connector('latch-auth', 'E-mail', 'AUTH'),
]

const wallets = [
  registryWallet('rainbow', 'Rainbow', {
    imageUrl: logo('#001e59', circle),
    mobileLink: 'rainbow://',
    desktopLink: 'rainbow://',
  }),
  registryWallet('trust', 'Trust Wallet', { imageUrl: logo('#0500ff', square) }),
  registryWallet('zerion', 'Zerion', { imageUrl: logo('#2962ef', diamond) }),
  registryWallet('ledger', 'Ledger Live', { imageUrl: logo('#000000', square) }),
  // No image: All Wallets shows its monogram tile (issue 31).
  registryWallet('okx', 'OKX Wallet', { imageUrl: undefined }),
]

const token = (name: string, symbol: string, numeric: string, price: number, contract?: string) =>
  ({
    name,
    symbol,
    chainId: chain,
    ...(contract ? { address: `${chain}:${contract}` } : {}),
    value: Math.round(Number(numeric) * price * 100) / 100,
    price,
    quantity: { decimals: symbol === 'USDC' ? '6' : '18', numeric },
    iconUrl: '',
  }) satisfies TokenBalance
const ether = token('Ether', 'ETH', '1.2345', 3150)
const usdc = token('USD Coin', 'USDC', '250.5', 1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')
const dai = token('Dai', 'DAI', '42', 1, '0x6B175474E89094C44Da98b954EedeAC495271d0F')
const tokens = [ether, usdc, dai]

const connected: AccountState = {
  ...noAccount,
  address,
  caipAddress: `${chain}:${address}`,
  allAccounts: [{ type: 'eoa', address }],
  balance: '1.2345',
  balanceSymbol: 'ETH',
  status: 'connected',
  connectorId: 'io.metamask',
  addressExplorerUrl: `https://etherscan.io/address/${address}`,
  tokenBalance: tokens,
  tokenBalanceStatus: 'ready',
}

const transaction = (
  id: string,
  minedAt: string,
  direction: 'in' | 'out',
  numeric: string,
  symbol: string,
  status: 'confirmed' | 'failed' = 'confirmed',
): Transaction => ({
  id,
  metadata: {
    minedAt,
    chain,
    sentFrom: direction === 'in' ? peer : address,
    sentTo: direction === 'in' ? address : peer,
    status,
  },
  transfers: [{ direction, quantity: { numeric }, fungible_info: { name: symbol, symbol } }],
})
const transactions = [
  transaction('tx-4', '2026-04-28T09:12:00Z', 'in', '0.5', 'ETH'),
  transaction('tx-3', '2026-04-03T17:40:00Z', 'out', '120', 'USDC'),
  transaction('tx-2', '2026-03-15T08:05:00Z', 'out', '0.02', 'ETH', 'failed'),
  transaction('tx-1', '2026-03-02T11:30:00Z', 'in', '250', 'USDC'),
]
const byMonth = (month: number) =>
  transactions.filter((tx) => Number(tx.metadata.minedAt.slice(5, 7)) === month)

const swapToken = (t: TokenBalance) => ({
  name: t.name,
  symbol: t.symbol,
  address: t.address ?? `${chain}:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE`,
  decimals: Number(t.quantity.decimals),
  logoUri: '',
  price: t.price,
  balance: t.quantity.numeric,
})
const swap = {
  ...emptySwap,
  tokens: tokens.map(swapToken),
  from: swapToken(ether),
  to: swapToken(usdc),
  amount: '0.5',
  quote: {
    fromAmount: '500000000000000000',
    toAmount: '1571.25',
    minimumReceived: '1563.39',
    priceImpact: 0.12,
    needsApproval: false,
  },
  fee: { amount: '0.000241', symbol: 'ETH', usd: 0.76 },
}

const send = {
  ...emptySend,
  token: ether,
  tokenBalances: tokens,
  sendTokenAmount: '0.25',
  receiverInput: peer,
  receiverAddress: peer,
  ready: true,
  fee: { amount: '0.000042', symbol: 'ETH', usd: 0.13 },
}

const onramp = {
  purchaseCurrencies: [
    { id: 'eth', name: 'Ether', symbol: 'ETH' },
    { id: 'usdc', name: 'USD Coin', symbol: 'USDC' },
  ],
  paymentCurrencies: ['USD', 'EUR'],
  providers: [
    { id: 'coinbase', name: 'Coinbase', feePercent: 1.5 },
    { id: 'moonpay', name: 'MoonPay', feePercent: 2.5 },
  ],
  network: undefined,
  loading: false,
  purchaseCurrency: 'eth',
  paymentCurrency: 'USD',
  amount: '100',
  quotes: {
    coinbase: { quoteId: 'q-1', purchaseAmount: '0.0312', fee: '1.50', paymentTotal: '100' },
  },
  provider: undefined,
  purchase: undefined,
  status: 'idle' as const,
  received: undefined,
  error: undefined,
}

const siwxMessage = `localhost wants you to sign in with your Ethereum account:
${address}

Sign in to Latch Playground.

URI: http://localhost
Version: 1
Chain ID: 1
Nonce: 3a7f2c91b0e4
Issued At: 2026-05-01T12:00:00.000Z`

/** The wallet a visitor uses with the app: connected, with tokens and history. */
const signedIn = (state: FakeState) => {
  state.account.value = connected
  state.connections.value = {
    eip155: {
      connectorId: 'io.metamask',
      accounts: [{ type: 'eoa', address }],
      caipNetworkId: chain,
    },
  }
}
const withEmailWallet = (state: FakeState) => {
  state.account.value = { ...connected, connectorId: 'latch-auth' }
  state.emailUpdate.value = { ...state.emailUpdate.value, email: 'ada@example.com' }
}

/** Every view's picture. A view added to ViewName without one fails the type check. */
export const scenes: Readonly<Record<SceneName, Scene>> = {
  Connect: {},
  Account: { set: signedIn },
  Transactions: {
    start: 'Account',
    click: '[data-latch-tab="activity"]',
    set: (state) => {
      signedIn(state)
      state.activity.value = {
        status: 'ready',
        error: undefined,
        data: {
          ...emptyActivity.data,
          transactions,
          transactionsByYear: [
            {
              year: 2026,
              months: [
                { month: 4, transactions: byMonth(4) },
                { month: 3, transactions: byMonth(3) },
              ],
            },
          ],
          account: connected.caipAddress,
          lastNetworkInView: chain,
        },
      }
    },
  },
  AllWallets: { history: ['Connect'] },
  ConnectingWalletConnect: {
    start: 'Connect',
    click: '[data-latch-wallet="rainbow"]',
    set: (state) => {
      state.walletConnect.value = {
        status: 'waiting',
        uri: 'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303',
        error: undefined,
      }
    },
  },
  ConnectingWalletConnectBasic: {
    set: (state) => {
      state.walletConnect.value = {
        status: 'waiting',
        uri: 'wc:0c8a3a2f6b1e4d7c9b5a6e3f2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c@2?relay-protocol=irn&symKey=1b2c3d4e5f60718293a4b5c6d7e8f90112233445566778899aabbccddeeff00',
        error: undefined,
      }
    },
  },
  // ConnectView's own connect: the fake's connect answers nothing, so the wait goes on.
  ConnectingExternal: { start: 'Connect', click: '[data-latch-connector="io.metamask"]' },
  ConnectingFarcaster: {
    history: ['Connect'],
    set: (state) => {
      state.socialLogin.value = {
        status: 'connecting',
        provider: 'farcaster',
        error: undefined,
        farcasterUrl:
          'https://farcaster.xyz/~/siwf?channelToken=2c7a8f3e-5b1d-4e9a-8c6f-0d3b7e1a9f42',
      }
    },
  },
  ConnectingSocial: {
    history: ['Connect'],
    set: (state) => {
      state.socialLogin.value = { status: 'connecting', provider: 'google', error: undefined }
    },
  },
  EmailLogin: { history: ['Connect'] },
  EmailVerifyOtp: {
    history: ['Connect'],
    set: (state) => {
      state.emailLogin.value = {
        status: 'awaiting-otp',
        email: 'ada@example.com',
        error: undefined,
      }
    },
  },
  EmailVerifyDevice: {
    history: ['Connect'],
    set: (state) => {
      state.emailLogin.value = {
        status: 'awaiting-device',
        email: 'ada@example.com',
        error: undefined,
      }
    },
  },
  UpdateEmailWallet: { history: ['Account'], set: withEmailWallet },
  ProfileWallets: {
    history: ['Account'],
    set: (state) => {
      signedIn(state)
      state.connections.value = {
        ...state.connections.value,
        solana: {
          connectorId: 'app.phantom',
          accounts: [{ type: 'eoa', address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV' }],
          caipNetworkId: solana.caipNetworkId,
        },
      }
    },
  },
  UnsupportedChain: { set: signedIn },
  RegisterAccountName: {
    history: ['Account'],
    set: (state) => {
      signedIn(state)
      state.names.value = {
        ...state.names.value,
        query: 'adalovelace',
        status: 'available',
        suggestions: [
          { name: 'adalovelace1.latch.id', registered: false },
          { name: 'ada-lovelace.latch.id', registered: false },
        ],
      }
    },
  },
  RegisterAccountNameSuccess: {
    set: (state) => {
      signedIn(state)
      state.names.value = {
        ...state.names.value,
        status: 'registered',
        registered: 'adalovelace.latch.id',
      }
    },
  },
  SIWXSignMessage: {
    set: (state) => {
      signedIn(state)
      state.siwx.value = { status: 'idle', message: siwxMessage, error: undefined }
    },
  },
  ApproveTransaction: { set: withEmailWallet },
  Networks: { history: ['Account'], set: signedIn },
  WalletReceive: { history: ['Account'], set: signedIn },
  WalletSend: {
    history: ['Account'],
    set: (state) => {
      signedIn(state)
      state.send.value = send
    },
  },
  WalletSendSelectToken: {
    history: ['Account', 'WalletSend'],
    set: (state) => {
      signedIn(state)
      state.send.value = send
    },
  },
  WalletSendPreview: {
    history: ['Account', 'WalletSend'],
    set: (state) => {
      signedIn(state)
      state.send.value = send
    },
  },
  Swap: {
    history: ['Account'],
    set: (state) => {
      signedIn(state)
      state.swap.value = swap
    },
  },
  SwapSelectToken: {
    history: ['Account', 'Swap'],
    set: (state) => {
      signedIn(state)
      state.swap.value = { ...swap, selecting: 'to' }
    },
  },
  SwapPreview: {
    history: ['Account', 'Swap'],
    set: (state) => {
      signedIn(state)
      state.swap.value = swap
    },
  },
  OnRampProviders: {
    history: ['Account'],
    set: (state) => {
      signedIn(state)
      state.onramp.value = onramp
    },
  },
  OnRampTokenSelect: {
    history: ['Account', 'OnRampProviders'],
    set: (state) => {
      signedIn(state)
      state.onramp.value = onramp
    },
  },
  BuyInProgress: {
    set: (state) => {
      signedIn(state)
      state.onramp.value = { ...onramp, provider: 'coinbase', status: 'waiting' }
    },
  },
}

/**
 * The `createLatch` options every scene shares: every feature on, with a Data API and a secure
 * frame configured (never reached: the fake client answers every call itself), five networks
 * with Latch's marks, the default look.
 */
export const galleryOptions: Partial<LatchOptions> = {
  networks: [mainnet, base, arbitrum, optimism, polygon],
  apiUrl: 'http://127.0.0.1:9',
  frameUrl: 'http://127.0.0.1:9/frame',
  features: { email: true, activity: true, send: true, receive: true, swaps: true, onramp: true },
  themeVariables: {},
}

/** The signals every scene starts from: a visitor who has not connected yet. */
export const setDefaults = (state: FakeState) => {
  state.connectors.value = connectors
  state.wallets.value = {
    status: 'ready',
    data: {
      available: true,
      search: '',
      entries: wallets,
      count: 412,
      page: 1,
      recommended: wallets.slice(0, 3),
    },
    error: undefined,
  }
}
