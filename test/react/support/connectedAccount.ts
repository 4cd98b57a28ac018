import type { AccountState, TokenBalance } from '../../../runtime/index.ts'
import { mainnet } from '../../../runtime/networks.ts'
import { noAccount } from './fakeClient.ts'

/** The connected visitor's address (anvil's first account). */
export const connectedAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** The network the connected visitor is on. */
export const connectedChain = mainnet.caipNetworkId

/** The dev token, 1,000 of it at $1, on `connectedChain`. */
export const ldtBalance: TokenBalance = {
  name: 'Latch Dev Token',
  symbol: 'LDT',
  chainId: connectedChain,
  address: `${connectedChain}:0x5FbDB2315678afecb367f032d93F642f64180aa3`,
  value: 1000,
  price: 1,
  quantity: { decimals: '18', numeric: '1000' },
  iconUrl: 'https://tokens.example/ldt.png',
}

/**
 * `state.account` of a visitor connected with `connectedAddress` on `connectedChain`, holding
 * 1.000166666 ETH, with `extra` over it; what the views of a connected client read.
 *
 * @example
 * fake.state.account.value = connectedAccount({ tokenBalance: [ldtBalance], tokenBalanceStatus: 'ready' })
 */
export const connectedAccount = (extra: Partial<AccountState> = {}): AccountState => ({
  ...noAccount,
  address: connectedAddress,
  caipAddress: `${connectedChain}:${connectedAddress}`,
  status: 'connected',
  balance: '1.000166666',
  balanceSymbol: 'ETH',
  ...extra,
})

/** `connectedAccount` through the embedded wallet (its connector `latch-auth`), `extra` over it. */
export const embeddedAccount = (extra: Partial<AccountState> = {}): AccountState =>
  connectedAccount({ connectorId: 'latch-auth', ...extra })
