import {
  getBase58Encoder,
  getPublicKeyFromAddress,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { LOCAL_SOLANA_REFERENCE } from '../../playground/solana/localSolanaNetwork.ts'
import { answerInFrame, secureFrame } from './support/approveInFrame.ts'
import { hasChromium } from './support/launchChromium.ts'
import { logInByEmail } from './support/logInByEmail.ts'
import { openPlayground, type PlaygroundPage } from './support/openPlayground.ts'

const MESSAGE = 'Hello from the Latch playground'

const text = (p: PlaygroundPage, id: string) =>
  p.page.locator(`[data-testid="${id}"]`).textContent()

describe.skipIf(!hasChromium)('embedded wallet on Solana (Chromium)', () => {
  it('default: after an e-mail login, the local Solana network gives the Solana account, and a message signed with approval in the frame verifies', async () => {
    const p = await openPlayground('?siwx=0')
    const evmAddress = await logInByEmail(p, 'solana')
    expect(evmAddress).toMatch(/^0x/)

    // Switch to the local Solana network in the modal's Networks view.
    await p.connectButton.click()
    await p.view('Account').locator('[data-latch-network-button]').click()
    const caip = `solana:${LOCAL_SOLANA_REFERENCE}`
    await p.view('Networks').locator(`[data-latch-network="${caip}"]`).click()
    await expect.poll(() => text(p, 'playground-network')).toContain(caip)
    await expect
      .poll(() => text(p, 'playground-address'), { timeout: 10_000 })
      .toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    const pubkey = (await text(p, 'playground-address')) as string
    await p.page.keyboard.press('Escape')
    await p.modal.waitFor({ state: 'detached' })

    // Sign: the frame shows the message and signs only after Approve.
    const signature = p.page.locator('[data-testid="playground-signature"]')
    await p.page.locator('[data-testid="playground-sign-message"]').click()
    await p.view('ApproveTransaction').waitFor()
    const approval = secureFrame(p).locator('[data-latch-frame-approval="solana_signMessage"]')
    await approval.waitFor()
    expect(await approval.textContent()).toContain(MESSAGE)
    expect(await approval.textContent()).toContain(pubkey)
    expect(await signature.count()).toBe(0)
    await answerInFrame(p, 'approve')
    await signature.waitFor()
    const bytes = new Uint8Array(
      getBase58Encoder().encode((await signature.textContent()) as string),
    ) as SignatureBytes
    expect(
      await verifySignature(
        await getPublicKeyFromAddress(pubkey as never),
        bytes,
        new TextEncoder().encode(MESSAGE),
      ),
    ).toBe(true)
  })
})
