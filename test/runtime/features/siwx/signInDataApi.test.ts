import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalChain } from '../../../../playground/chain/index.ts'
import {
  createDevWallet,
  type DevWalletApprovalRequest,
} from '../../../../playground/devWallet/index.ts'
import { createLatch } from '../../../../runtime/client.ts'
import { hasSession } from '../../../../runtime/features/siwx/signIn.ts'
import type { Network } from '../../../../runtime/networks.ts'
import { resolveOptions } from '../../../../runtime/services/config/resolveOptions.ts'
import { makeMemoryBackend } from '../../../../runtime/services/Storage.ts'
import type { RunningServer } from '../../../../server/startServer.ts'
import { SIWX_NONCE_TTL_MS } from '../../../../server/storage/Storage.ts'
import {
  type DataApiStack,
  destroyedAfterEach,
  startDataApiStack,
} from '../../support/dataApiStack.ts'

const projectId = 'test'
const sdk = 'st=latch-react&sv=0.1.0'

let chain: LocalChain
let server: RunningServer
let local: Network
/** How far the server's clock runs ahead of the real one; a slow signer moves it. */
let skew = 0

let stack: DataApiStack | undefined
beforeAll(async () => {
  stack = await startDataApiStack(() => ({ now: () => Date.now() + skew }))
  ;({ chain, server, local } = stack)
}, 120_000)
afterAll(() => stack?.stop(), 30_000)

const clients = destroyedAfterEach()

const latchWith = (
  apiUrl: string | undefined,
  approve: (request: DevWalletApprovalRequest) => Promise<boolean> = async () => true,
) => {
  const latch = createLatch(
    resolveOptions({
      projectId,
      networks: [local],
      ...(apiUrl ? { apiUrl } : {}),
      siwx: { required: false },
      connectors: [
        {
          id: 'dev',
          name: 'Latch Dev Wallet',
          namespace: 'eip155',
          provider: createDevWallet({
            chains: [{ chainId: chain.chainId, rpcUrl: chain.url }],
            approve,
          }),
        },
      ],
      storage: makeMemoryBackend(),
    }),
    {},
  )
  clients.push(latch)
  return latch
}

const serverSessions = async (account: string) => {
  const response = await fetch(`${server.url}/v1/sessions/${account}?projectId=${projectId}&${sdk}`)
  return ((await response.json()) as { sessions: { pci: string; message: string }[] }).sessions
}

describe('signIn with a Data API', () => {
  it('default: the server verifies and stores the session, then lists it; the local one has its pci', async () => {
    const latch = latchWith(server.url)
    await latch.connect('dev')
    const caipAddress = latch.state.account.value.caipAddress as string
    const before = await serverSessions(caipAddress)
    const session = await latch.signIn()
    const after = await serverSessions(caipAddress)
    expect(after).toHaveLength(before.length + 1)
    const stored = after.at(-1)
    expect(stored).toMatchObject({ message: session.message, signature: session.signature })
    expect(session).toMatchObject({ pci: stored?.pci })
    expect(await server.nonces.spend(projectId, session.data.nonce)).toBe('unknown')
    expect(latch.state.siwx.value).toEqual({ status: 'idle', message: undefined, error: undefined })
    expect(latch.state.modal.value.open).toBe(false)
  })

  it("behavior: a refusal fails with the server's first reason, keeps no session and shows the sign view", async () => {
    // The visitor takes longer than the nonce's lifetime to sign.
    const latch = latchWith(server.url, async (request) => {
      if (request.method === 'personal_sign') skew += SIWX_NONCE_TTL_MS + 1000
      return true
    })
    try {
      await latch.connect('dev')
      const caipAddress = latch.state.account.value.caipAddress as string
      const before = await serverSessions(caipAddress)
      const error = await latch.signIn().then(
        () => undefined,
        (e: unknown) => e,
      )
      expect(error).toMatchObject({ name: 'SignInError', reason: 'SessionRefused', status: 400 })
      const message = (error as Error).message
      expect(message).toMatch(/^The nonce [a-zA-Z0-9]+ expired: ask GET \/v1\/siwx\/nonce/)
      expect(await serverSessions(caipAddress)).toHaveLength(before.length)
      expect(latch.state.siwx.value).toMatchObject({ status: 'error', error: message })
      expect(latch.state.router.value.view).toBe('SIWXSignMessage')
      expect(latch.state.modal.value.open).toBe(true)
      expect(latch.state.toast.value?.message).toBe(message)
      // Nothing was kept locally: the account still needs to sign in.
      expect(await latch.runtime.runPromise(hasSession())).toBe(false)
    } finally {
      skew = 0
      await latch.destroy()
    }
  })

  it('behavior: without apiUrl the session is kept locally and the server hears nothing', async () => {
    const latch = latchWith(undefined)
    await latch.connect('dev')
    const caipAddress = latch.state.account.value.caipAddress as string
    const before = await serverSessions(caipAddress)
    const session = await latch.signIn()
    expect(session).not.toHaveProperty('pci')
    expect(await serverSessions(caipAddress)).toHaveLength(before.length)
  })
})

describe('signIn refused for its signature', () => {
  it("behavior: a wallet that signs with another key gets the server's reason, not 'Invalid App Configuration'", async () => {
    const devWallet = createDevWallet({
      chains: [{ chainId: chain.chainId, rpcUrl: chain.url }],
      autoApprove: true,
    })
    // A broken wallet: it answers personal_sign with a signature by another account.
    const stranger = privateKeyToAccount(chain.accounts[1]!.privateKey as `0x${string}`)
    const broken: typeof devWallet = Object.create(devWallet, {
      request: {
        value: async (args: { method: string; params?: unknown }) => {
          if (args.method !== 'personal_sign') return devWallet.request(args as never)
          const [message] = args.params as [`0x${string}`]
          return stranger.signMessage({ message: { raw: message } })
        },
      },
    })
    const latch = createLatch(
      resolveOptions({
        projectId,
        networks: [local],
        apiUrl: server.url,
        siwx: { required: false },
        connectors: [{ id: 'dev', name: 'Broken', namespace: 'eip155', provider: broken }],
        storage: makeMemoryBackend(),
      }),
    )
    clients.push(latch)
    await latch.connect('dev')
    const error = await latch.signIn().then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error).toMatchObject({ name: 'SignInError', status: 400 })
    expect((error as Error).message).toMatch(/is not .*signature of the message/)
    expect(latch.state.alert.value?.message).not.toBe('Invalid App Configuration')
  })
})
