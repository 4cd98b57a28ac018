import { describe, expect, it } from 'vitest'
import { toWalletConnectError } from '../../../../runtime/connectors/walletConnect/walletConnectError.ts'
import {
  walletConnectCanSignIn,
  walletConnectMethods,
  walletConnectNamespaces,
} from '../../../../runtime/connectors/walletConnect/walletConnectNamespaces.ts'
import { base, defineNetwork, mainnet, solana } from '../../../../runtime/networks.ts'

describe('walletConnectNamespaces', () => {
  it('default: one entry per CAIP namespace with the chains, wallet methods, events and rpcMap', () => {
    const local = defineNetwork({
      id: 31337,
      chainNamespace: 'eip155',
      name: 'Local',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    })
    const namespaces = walletConnectNamespaces([mainnet, local, solana])
    expect(Object.keys(namespaces)).toEqual(['eip155', 'solana'])
    expect(namespaces.eip155?.chains).toEqual(['eip155:1', 'eip155:31337'])
    expect(namespaces.eip155?.rpcMap['31337']).toBe('http://127.0.0.1:8545')
    expect(namespaces.eip155?.events).toEqual(['accountsChanged', 'chainChanged'])
    expect(namespaces.solana?.chains).toEqual([solana.caipNetworkId])
    expect(namespaces.solana?.methods).toEqual(walletConnectMethods('solana'))
  })

  it('behavior: methods are the allow-list entries that need the wallet, never chain reads', () => {
    expect(walletConnectMethods('eip155')).toMatchInlineSnapshot(`
      [
        "eth_sendTransaction",
        "eth_signTypedData_v4",
        "personal_sign",
        "wallet_addEthereumChain",
        "wallet_getAssets",
        "wallet_getCallsStatus",
        "wallet_getCapabilities",
        "wallet_grantPermissions",
        "wallet_revokePermissions",
        "wallet_sendCalls",
        "wallet_switchEthereumChain",
      ]
    `)
    expect(walletConnectMethods('solana')).toEqual([
      'solana_signAllTransactions',
      'solana_signAndSendTransaction',
      'solana_signMessage',
      'solana_signTransaction',
    ])
  })

  it('behavior: sign-in through the universal provider only when all chains are EVM (SPEC §5)', () => {
    expect(walletConnectCanSignIn([mainnet, base])).toBe(true)
    expect(walletConnectCanSignIn([mainnet, solana])).toBe(false)
    expect(walletConnectCanSignIn([])).toBe(false)
  })
})

describe('toWalletConnectError', () => {
  it('behavior: classifies WalletConnect SDK codes, then EIP-1193 codes', () => {
    const reasons = [5000, 5001, 5100, 5101, 6000, 3001, 4001, 4902, 1].map(
      (code) => toWalletConnectError({ code, message: 'whatever' }).reason,
    )
    expect(reasons).toEqual([
      'UserRejected',
      'UserRejected',
      'ChainNotFound',
      'Unsupported',
      'Disconnected',
      'Unauthorized',
      'UserRejected',
      'ChainNotFound',
      'Unknown',
    ])
  })
})
