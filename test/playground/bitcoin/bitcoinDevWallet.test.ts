import { Verifier } from 'bip322-js'
import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import {
  type BitcoinDevWalletApprovalRequest,
  createBitcoinDevWallet,
} from '../../../playground/bitcoin/createBitcoinDevWallet.ts'
import { makeWalletStandardConnector } from '../../../runtime/connectors/walletStandard/walletStandardConnector.ts'
import { connect } from '../../../runtime/features/connection/connect.ts'
import { request } from '../../../runtime/features/kernel/request.ts'
import { switchNetwork } from '../../../runtime/features/networks/switchNetwork.ts'
import { bitcoin, bitcoinTestnet } from '../../../runtime/networks.ts'
import { flowLayer } from '../../runtime/support/flowLayer.ts'

const setup = (answer = true) => {
  const asked: BitcoinDevWalletApprovalRequest[] = []
  const wallet = createBitcoinDevWallet({
    approve: async (r) => {
      asked.push(r)
      return answer
    },
  })
  return { wallet, asked, connector: makeWalletStandardConnector(wallet, 'bitcoin') }
}

describe('Bitcoin dev wallet through Latch’s Wallet Standard connector', () => {
  it('default: connects on Bitcoin mainnet with one payment account (bc1q…), after asking', async () => {
    const { connector, asked } = setup()
    const result = await Effect.runPromise(connector.connect(bitcoin))
    expect(result.caipNetworkId).toBe(bitcoin.caipNetworkId)
    expect(result.accounts).toHaveLength(1)
    expect(result.accounts[0]?.type).toBe('payment')
    expect(result.accounts[0]?.address).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/)
    expect(asked.map((r) => r.method)).toEqual(['bitcoin:connect'])
  })

  it('parameters: on Bitcoin testnet the account is the tb1q… one', async () => {
    const { connector } = setup()
    const result = await Effect.runPromise(connector.connect(bitcoinTestnet))
    expect(result.accounts.map((a) => a.address)).toEqual([
      expect.stringMatching(/^tb1q[02-9ac-hj-np-z]{38}$/),
    ])
  })

  it.each([
    ['mainnet', bitcoin],
    ['testnet', bitcoinTestnet],
  ] as const)(
    'behavior: bitcoin_signMessage on %s is a BIP-322 signature bip322-js verifies',
    async (_, network) => {
      const { connector } = setup()
      const { accounts } = await Effect.runPromise(connector.connect(network))
      const address = accounts[0]?.address ?? ''
      const message = 'Sign in to Latch: nonce 42'
      // Through the request flow: the contract's allow-list and params check apply.
      const { layer, state } = flowLayer([connector], { networks: [network] })
      state.connections.value = {
        bitcoin: { connectorId: connector.id, accounts, caipNetworkId: network.caipNetworkId },
      }
      const signed = (await Effect.runPromise(
        Effect.provide(
          request({ method: 'bitcoin_signMessage', params: { message, address } }, 'bitcoin'),
          layer,
        ),
      )) as { address: string; signature: string }
      expect(signed.address).toBe(address)
      expect(Verifier.verifySignature(address, message, signed.signature)).toBe(true)
      expect(Verifier.verifySignature(address, `${message}!`, signed.signature)).toBe(false)
    },
  )

  it('behavior: switching Bitcoin mainnet ↔ testnet moves the connection and the account to bc1q… ↔ tb1q…', async () => {
    const { connector } = setup()
    const { layer, state } = flowLayer([connector], { networks: [bitcoin, bitcoinTestnet] })
    const run = <A, E>(program: Effect.Effect<A, E, never>) => Effect.runPromise(program)
    const flows = <A, E, R>(program: Effect.Effect<A, E, R>) =>
      run(Effect.provide(program, layer) as Effect.Effect<A, E, never>)
    const seen = () => ({
      connection: state.connections.value.bitcoin?.accounts.map((a) => a.address),
      account: state.account.value.address,
      caipAddress: state.account.value.caipAddress,
    })

    await flows(connect(connector.id))
    const main = seen().account ?? ''
    expect(main).toMatch(/^bc1q/)
    expect(seen()).toEqual({
      connection: [main],
      account: main,
      caipAddress: `${bitcoin.caipNetworkId}:${main}`,
    })

    await flows(switchNetwork(bitcoinTestnet))
    const test = seen().account ?? ''
    expect(test).toMatch(/^tb1q/)
    expect(seen()).toEqual({
      connection: [test],
      account: test,
      caipAddress: `${bitcoinTestnet.caipNetworkId}:${test}`,
    })
    // Requests go out from the testnet account now.
    const signed = (await flows(
      request(
        { method: 'bitcoin_signMessage', params: { message: 'hi', address: test } },
        'bitcoin',
      ),
    )) as { address: string; signature: string }
    expect(Verifier.verifySignature(test, 'hi', signed.signature)).toBe(true)

    await flows(switchNetwork(bitcoin))
    expect(seen()).toEqual({
      connection: [main],
      account: main,
      caipAddress: `${bitcoin.caipNetworkId}:${main}`,
    })
  })

  it('behavior: a refused connect is UserRejected and nothing connects', async () => {
    const { connector, wallet } = setup(false)
    const error = await Effect.runPromise(Effect.flip(connector.connect(bitcoin)))
    expect(error.reason).toBe('UserRejected')
    expect(wallet.accounts).toEqual([])
  })

  it('rule: bitcoin_signMessage with a malformed address is Invalid input before the wallet is asked', async () => {
    const { connector, asked } = setup()
    const { accounts } = await Effect.runPromise(connector.connect(bitcoin))
    const { layer, state } = flowLayer([connector], { networks: [bitcoin] })
    state.connections.value = {
      bitcoin: { connectorId: connector.id, accounts, caipNetworkId: bitcoin.caipNetworkId },
    }
    const error = await Effect.runPromise(
      Effect.provide(
        Effect.flip(
          request(
            { method: 'bitcoin_signMessage', params: { message: 'x', address: '0xabc' } },
            'bitcoin',
          ),
        ),
        layer,
      ),
    )
    expect(error.message).toBe('Invalid input')
    expect(asked.map((r) => r.method)).toEqual(['bitcoin:connect'])
  })
})
