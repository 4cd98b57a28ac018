import {
  generateKeyPair,
  getAddressFromPublicKey,
  getBase58Decoder,
  getBase58Encoder,
  signBytes,
  verifySignature,
} from '@solana/kit'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { Effect, Exit } from 'effect'
import { describe, expect, it } from 'vitest'
import {
  makeWalletStandardConnector,
  walletStandardNamespace,
} from '../../../runtime/connectors/walletStandardConnector.ts'
import { solanaDevnet } from '../../../runtime/networks.ts'

/** A Wallet Standard wallet at the edge of the machine: real ed25519 keys, a user who may refuse. */
const makeTestWallet = async (options: { approve: () => boolean }) => {
  const keys = await generateKeyPair()
  const address = await getAddressFromPublicKey(keys.publicKey)
  const account: WalletAccount = {
    address,
    publicKey: new Uint8Array(getBase58Encoder().encode(address)),
    chains: ['solana:devnet'],
    features: ['solana:signMessage'],
  }
  let authorised = false
  const listeners: ((c: { accounts?: readonly WalletAccount[] }) => void)[] = []
  const rejected = () => Object.assign(new Error('User rejected'), { code: 4001 })
  const wallet: Wallet = {
    version: '1.0.0',
    name: 'Test Solana Wallet',
    icon: 'data:image/svg+xml;base64,AA==',
    chains: ['solana:devnet'],
    accounts: [],
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async ({ silent }: { silent?: boolean } = {}) => {
          if (silent) return { accounts: authorised ? [account] : [] }
          if (!options.approve()) throw rejected()
          authorised = true
          return { accounts: [account] }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => {
          authorised = false
        },
      },
      'standard:events': {
        version: '1.0.0',
        on: (_e: 'change', l: (c: { accounts?: readonly WalletAccount[] }) => void) => {
          listeners.push(l)
          return () => listeners.splice(listeners.indexOf(l), 1)
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        signMessage: async (...inputs: { message: Uint8Array }[]) => {
          if (!options.approve()) throw rejected()
          return Promise.all(
            inputs.map(async (i) => ({
              signedMessage: i.message,
              signature: await signBytes(keys.privateKey, i.message),
            })),
          )
        },
      },
    },
  }
  return {
    wallet,
    address,
    keys,
    emit: (c: { accounts?: readonly WalletAccount[] }) => {
      for (const l of listeners) l(c)
    },
  }
}

describe('makeWalletStandardConnector', () => {
  it('default: connects, signs a message the public key verifies, restores silently', async () => {
    const { wallet, address, keys } = await makeTestWallet({ approve: () => true })
    expect(walletStandardNamespace(wallet)).toBe('solana')
    const connector = makeWalletStandardConnector(wallet, 'solana')
    const result = await Effect.runPromise(connector.connect(solanaDevnet))
    expect(result).toEqual({
      accounts: [{ type: 'eoa', address }],
      caipNetworkId: solanaDevnet.caipNetworkId,
    })
    const message = getBase58Decoder().decode(new TextEncoder().encode('hello latch'))
    const signed = (await Effect.runPromise(
      connector.request({ method: 'solana_signMessage', params: { message, pubkey: address } }),
    )) as { signature: string }
    const ok = await verifySignature(
      keys.publicKey,
      new Uint8Array(getBase58Encoder().encode(signed.signature)) as never,
      new TextEncoder().encode('hello latch'),
    )
    expect(ok).toBe(true)
    expect((await Effect.runPromise(connector.restore()))?.accounts).toEqual([
      { type: 'eoa', address },
    ])
    await Effect.runPromise(connector.disconnect())
    expect(await Effect.runPromise(connector.restore())).toBeUndefined()
  })

  it('behavior: a refusal is a UserRejected WalletError, by code', async () => {
    const { wallet } = await makeTestWallet({ approve: () => false })
    const exit = await Effect.runPromiseExit(
      makeWalletStandardConnector(wallet, 'solana').connect(solanaDevnet),
    )
    expect(Exit.isFailure(exit) && JSON.stringify(exit.cause)).toContain('UserRejected')
  })

  it('behavior: account changes and an empty account list reach the listener', async () => {
    const { wallet, emit } = await makeTestWallet({ approve: () => true })
    const connector = makeWalletStandardConnector(wallet, 'solana')
    const events: string[] = []
    const stop = connector.subscribe((e) => events.push(e.type))
    emit({ accounts: [] })
    emit({})
    stop()
    emit({ accounts: [] })
    expect(events).toEqual(['disconnect'])
  })
})
