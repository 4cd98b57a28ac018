import { describe, expect, it } from 'vitest'
import {
  routeRequest,
  type WcAppRequest,
} from '../../../../../runtime/connectors/walletConnect/client/wcRequestRouter.ts'
import type { WcSession } from '../../../../../runtime/connectors/walletConnect/client/wcTypes.ts'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const session: WcSession = {
  topic: 't',
  expiry: 2_000_000_000,
  peer: { publicKey: 'p' },
  namespaces: {
    eip155: {
      chains: ['eip155:1', 'eip155:8453'],
      accounts: [`eip155:1:${address}`, `eip155:8453:${address}`],
      methods: ['personal_sign'],
      events: ['chainChanged'],
    },
  },
}

/** The router with a wallet that records what it is asked; no RPC URL, so reads fail. */
const routed = (request: WcAppRequest, chain = 'eip155:1') => {
  const asked: { request: WcAppRequest; chain: string }[] = []
  const wallet = async (r: WcAppRequest, on: string) => {
    asked.push({ request: r, chain: on })
    return '0xsigned'
  }
  return { result: routeRequest({ session, rpcMap: {}, wallet }, request, chain), asked }
}

describe('routeRequest', () => {
  it('default: accounts and chain id come from the session; granted methods go to the wallet on the chain', async () => {
    expect(await routed({ method: 'eth_accounts' }).result).toEqual([address])
    expect(await routed({ method: 'eth_chainId' }, 'eip155:8453').result).toBe(8453)
    const sign = routed({ method: 'personal_sign', params: ['0x00', address] }, 'eip155:8453')
    expect(await sign.result).toBe('0xsigned')
    expect(sign.asked).toEqual([
      { request: { method: 'personal_sign', params: ['0x00', address] }, chain: 'eip155:8453' },
    ])
  })

  it('behavior: a switch to a chain of the session stays local; to another, without the method granted, fails with 4902', async () => {
    const local = routed({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })
    expect(await local.result).toBeNull()
    expect(local.asked).toEqual([])
    const away = routed({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] })
    await expect(away.result).rejects.toMatchObject({ code: 4902 })
  })

  it('behavior: a read with no RPC URL for its chain fails instead of asking the wallet', async () => {
    const read = routed({ method: 'eth_blockNumber' })
    await expect(read.result).rejects.toMatchObject({ code: 4200 })
    expect(read.asked).toEqual([])
  })
})
