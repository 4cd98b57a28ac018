import { getBase58Decoder, getBase58Encoder, verifySignature } from '@solana/kit'
import { Effect, Exit } from 'effect'
import { describe, expect, it } from 'vitest'
import {
  makeWalletStandardConnector,
  walletStandardNamespace,
} from '../../../../runtime/connectors/walletStandard/walletStandardConnector.ts'
import { solanaDevnet } from '../../../../runtime/networks.ts'
import { makeTestSolanaWallet } from '../../support/testSolanaWallet.ts'

describe('makeWalletStandardConnector', () => {
  it('default: connects, signs a message the public key verifies, restores silently', async () => {
    const { wallet, address, keys } = await makeTestSolanaWallet({ approve: () => true })
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
    const { wallet } = await makeTestSolanaWallet({ approve: () => false })
    const exit = await Effect.runPromiseExit(
      makeWalletStandardConnector(wallet, 'solana').connect(solanaDevnet),
    )
    expect(Exit.isFailure(exit) && JSON.stringify(exit.cause)).toContain('UserRejected')
  })

  it('behavior: account changes and an empty account list reach the listener', async () => {
    const { wallet, emit } = await makeTestSolanaWallet({ approve: () => true })
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
