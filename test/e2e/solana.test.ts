import {
  type Address,
  createSolanaRpc,
  getBase58Encoder,
  getPublicKeyFromAddress,
  verifySignature,
} from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { localSolanaNetwork } from '../../playground/solana/localSolanaNetwork.ts'
import { formatBalance } from '../../react/format/formatBalance.ts'
import { hasChromium } from './support/launchChromium.ts'
import { openPlayground, type PlaygroundPage, playground } from './support/openPlayground.ts'

const solanaDevWallet = 'ws:Latch Solana Dev Wallet'

const local = () => {
  const { solana } = playground()
  const caip = localSolanaNetwork(solana.url).caipNetworkId
  const [sender, receiver] = solana.keys as [Address, Address]
  return { ...solana, caip, sender, receiver, rpc: createSolanaRpc(solana.url) }
}

const lamportsOf = async (owner: Address) => (await local().rpc.getBalance(owner).send()).value
const ldsOf = async (owner: Address) => {
  const { rpc, mint } = local()
  const { value } = await rpc
    .getTokenAccountsByOwner(owner, { mint: mint as Address }, { encoding: 'jsonParsed' })
    .send()
  return BigInt(value[0]?.account.data.parsed.info.tokenAmount.amount ?? '0')
}
const solText = (lamports: bigint) =>
  `${formatBalance((Number(lamports) / 1e9).toFixed(9).replace(/\.?0+$/, ''))} SOL`

/** Connects the Solana dev wallet from the Connect view (the page has `?autoApprove=1`). */
const connectSolana = async (p: PlaygroundPage) => {
  await p.connectButton.click()
  await p.view('Connect').waitFor()
  await p.view('Connect').locator(`[data-latch-connector="${solanaDevWallet}"]`).click()
  await p.view('Account').waitFor()
}

/**
 * Fills WalletSend, previews (its network fee priced by the chain: one signature, 5,000
 * lamports) and sends; returns once the modal is back on Account.
 */
const sendFromModal = async (p: PlaygroundPage, amount: string, receiver: string) => {
  const send = p.view('WalletSend')
  await send.locator('[data-latch-send-amount]').fill(amount)
  await send.locator('[data-latch-send-receiver]').fill(receiver)
  await send.locator('[data-latch-send-preview]:enabled').click()
  const preview = p.view('WalletSendPreview')
  await expect
    .poll(() => preview.locator('[data-latch-send-fee]').textContent())
    .toMatch(/^0\.000005 SOL/)
  await preview.locator('[data-latch-send-confirm]').click()
  await p.view('Account').waitFor({ timeout: 30_000 })
}

describe.skipIf(!hasChromium)('Solana in the modal, on the local Solana chain', () => {
  it('default: the Solana dev wallet connects and the Account view shows its SOL and LDS from the chain', async () => {
    const { sender, caip, mint } = local()
    const p = await openPlayground('?autoApprove=1&siwx=0')
    await connectSolana(p)
    const account = p.view('Account')
    await expect
      .poll(() => account.locator('[data-latch-address]').getAttribute('data-latch-address'))
      .toBe(sender)
    await expect
      .poll(() => account.locator('[data-latch-balance]').textContent(), { timeout: 10_000 })
      .toBe(solText(await lamportsOf(sender)))
    const lds = account.locator(`[data-latch-token="${caip}:${mint}"]`)
    await expect
      .poll(() => lds.locator('[data-latch-token-amount]').textContent(), { timeout: 15_000 })
      .toContain(formatBalance(String(Number(await ldsOf(sender)) / 1e6)))
    await expect.poll(() => lds.textContent()).toContain('LDS')
    expect(p.errors).toEqual([])
  }, 90_000)

  it('behavior: signs in with the Solana account (CAIP-122, solana:signMessage) and the server verifies the ed25519 signature and creates the session', async () => {
    const { sender, caip } = local()
    const { apiUrl } = playground()
    // The server's database outlives a run: sessions of earlier runs are listed too.
    const sessions = () =>
      fetch(
        `${apiUrl}/v1/sessions/${caip}:${sender}?projectId=latch-playground&st=latch-react&sv=0.1.0`,
      )
        .then((r) => r.json() as Promise<{ sessions: { message: string; signature: string }[] }>)
        .then((body) => body.sessions)
    const before = await sessions()
    const p = await openPlayground('?autoApprove=1')
    await p.connectButton.click()
    await p.view('Connect').locator(`[data-latch-connector="${solanaDevWallet}"]`).click()
    const sign = p.view('SIWXSignMessage')
    await sign.waitFor()
    await sign.locator('[data-latch-siwx-sign]').click()
    await p.modal.waitFor({ state: 'detached' })

    const after = await sessions()
    expect(after).toHaveLength(before.length + 1)
    // Oldest first: the new one is last.
    const session = after.at(-1)
    if (!session) throw new Error('expected a session on the server')
    const lines = session.message.split('\n')
    expect(lines[0]).toMatch(/ wants you to sign in with your Solana account:$/)
    expect(lines[1]).toBe(sender)
    expect(lines).toContain(`Chain ID: ${caip}`)
    // Checked here too, independently of the server: ed25519 over the message's UTF-8 bytes.
    const valid = await verifySignature(
      await getPublicKeyFromAddress(sender),
      new Uint8Array(getBase58Encoder().encode(session.signature)) as never,
      new TextEncoder().encode(session.message),
    )
    expect(valid).toBe(true)
    expect(p.errors).toEqual([])
  }, 90_000)

  it('behavior: 0.1 SOL and then 1 LDS sent from the modal reach the second dev key, and the modal shows the new balances', async () => {
    const { sender, receiver, caip, mint } = local()
    const p = await openPlayground('?autoApprove=1&siwx=0')
    await connectSolana(p)
    const account = p.view('Account')
    const [solBefore, ldsBefore, senderLdsBefore] = await Promise.all([
      lamportsOf(receiver),
      ldsOf(receiver),
      ldsOf(sender),
    ])

    await account.locator('[data-latch-feature="send"]').click()
    const send = p.view('WalletSend')
    await send.locator('[data-latch-send-token="SOL"]').waitFor()
    await sendFromModal(p, '0.1', receiver)
    expect((await lamportsOf(receiver)) - solBefore).toBe(100_000_000n)
    await expect
      .poll(() => account.locator('[data-latch-balance]').textContent(), { timeout: 10_000 })
      .toBe(solText(await lamportsOf(sender)))

    await account.locator('[data-latch-feature="send"]').click()
    await send.locator('[data-latch-send-token]').click()
    await p
      .view('WalletSendSelectToken')
      .locator('[data-latch-token="LDS"]')
      .click({ timeout: 20_000 })
    await send.locator('[data-latch-send-token="LDS"]').waitFor()
    await sendFromModal(p, '1', receiver)
    expect((await ldsOf(receiver)) - ldsBefore).toBe(1_000_000n)
    expect(senderLdsBefore - (await ldsOf(sender))).toBe(1_000_000n)
    const lds = account.locator(`[data-latch-token="${caip}:${mint}"] [data-latch-token-amount]`)
    await expect
      .poll(() => lds.textContent(), { timeout: 15_000 })
      .toContain(formatBalance(String(Number(senderLdsBefore - 1_000_000n) / 1e6)))
    expect(p.errors).toEqual([])
  }, 120_000)
})
