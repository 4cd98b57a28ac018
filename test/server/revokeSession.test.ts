import { generateKeyPairSigner, getBase58Decoder, type KeyPairSigner, signBytes } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { p2wpkhOf, signBip322 } from '../../playground/bitcoin/signBip322.ts'
import { type RunningServer, startServer } from '../../server/startServer.ts'
import { callApi, post } from './support/callApi.ts'

const projectId = 'test-project'
let server: RunningServer
const url = (path: string) => `${server.url}${path}?projectId=${projectId}&st=latch-react&sv=0.1.0`

beforeAll(async () => {
  server = await startServer({
    port: 0,
    projectIds: [projectId],
    allowedOrigins: [],
    chains: [{ caipNetworkId: 'eip155:31337', name: 'Latch Local', rpcUrl: 'http://127.0.0.1:9' }],
    prices: {},
    indexer: false,
  })
}, 60_000)
afterAll(() => server?.stop())

/** A stored session of `account` (as createSession keeps one); its pci. */
const stored = async (account: string, address: string) =>
  (
    await server.storage.addSession(projectId, account, {
      data: {
        chainId: account.split(':').slice(0, 2).join(':'),
        accountAddress: address,
        nonce: 'abcdefgh12',
        domain: '127.0.0.1:5173',
        uri: 'http://127.0.0.1:5173',
        version: '1',
      },
      message: '127.0.0.1:5173 wants you to sign in',
      signature: 'signed',
    })
  ).pci

const revoke = (account: string, pci: string, signature: string) =>
  callApi('revokeSession', url(`/v1/sessions/${account}/revoke`), post({ pci, signature }))

/** Refused for a stranger's signature, revoked for the owner's, then already gone. */
const expectOwnerOnly = async (account: string, pci: string, owner: string, stranger: string) => {
  const forged = await revoke(account, pci, stranger)
  expect(forged.status).toBe(400)
  const revoked = await revoke(account, pci, owner)
  expect(revoked.status).toBe(200)
  expect(revoked.body).toEqual({ pci, revoked: true })
  const listed = await callApi('getSession', url(`/v1/sessions/${account}`))
  expect(listed.body).toMatchObject({ sessions: [] })
}

describe('revokeSession beyond eip155 (was 501)', () => {
  it('behavior: a Solana session is revoked with the account’s ed25519 signature of the pci', async () => {
    const sign = async (signer: KeyPairSigner, text: string) =>
      getBase58Decoder().decode(
        await signBytes(signer.keyPair.privateKey, new TextEncoder().encode(text)),
      )
    const [owner, stranger] = [await generateKeyPairSigner(), await generateKeyPairSigner()]
    const account = `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${owner.address}`
    const pci = await stored(account, owner.address)
    await expectOwnerOnly(account, pci, await sign(owner, pci), await sign(stranger, pci))
  })

  it('behavior: a Bitcoin session is revoked with the account’s BIP-322 signature of the pci', async () => {
    const key = new Uint8Array(32).fill(7)
    const other = new Uint8Array(32).fill(9)
    const address = p2wpkhOf(key, 'testnet').address as string
    const account = `bip122:000000000933ea01ad0ee984209779ba:${address}`
    const pci = await stored(account, address)
    const sign = async (privateKey: Uint8Array) =>
      btoa(
        String.fromCharCode(
          ...(await signBip322(privateKey, 'testnet', new TextEncoder().encode(pci))),
        ),
      )
    await expectOwnerOnly(account, pci, await sign(key), await sign(other))
  })
})
