import { signal } from '@preact/signals-core'
import {
  emptyNames,
  emptySend,
  type SendState,
  type TokenBalance,
} from '../../../../runtime/state/types.ts'
import type { makeFakeClient } from '../../support/fakeClient.ts'

/** 1.5 ETH on Ethereum at $3,000: the token WalletSend's fake-client tests start with. */
export const eth: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 3000,
  price: 3000,
  quantity: { decimals: '18', numeric: '1.5' },
  iconUrl: '',
}

/** `fake`'s state given the send and names signals WalletSend reads, the form at `send`. */
export const withSendSignals = (
  fake: ReturnType<typeof makeFakeClient>,
  send: Partial<SendState>,
) =>
  Object.assign(fake.state, {
    send: signal<SendState>({ ...emptySend, ...send }),
    names: signal(emptyNames),
  })
