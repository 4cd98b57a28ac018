import { describe, expect, it } from 'vitest'
import { devAccounts } from '../../playground/chain/index.ts'
import { hasChromium } from './support/launchChromium.ts'
import { openPlayground, playground } from './support/openPlayground.ts'

// The page signs with dev account 1, not the injected dev wallet's account 0.
const mobileAddress = devAccounts[1]?.address

describe.skipIf(!hasChromium)('the dev mobile wallet page in Chromium', () => {
  it('default: pasting the modal’s URI and approving connects the demo page to account 1', async () => {
    if (!mobileAddress) throw new Error('the playground has dev accounts')
    const p = await openPlayground('?siwx=0')
    const phone = await p.page.context().newPage()
    const phoneErrors: string[] = []
    phone.on('pageerror', (error) => phoneErrors.push(error.message))
    try {
      await phone.goto(`${playground().appUrl}/mobile-wallet.html`)
      await expect
        .poll(() => phone.locator('[data-testid="mobile-address"]').textContent())
        .toBe(mobileAddress)

      await p.connectButton.click()
      await p.view('Connect').locator('[data-latch-connector="walletConnect"]').click()
      const qr = p.view('ConnectingWalletConnect').locator('[data-latch-wc-uri]')
      await qr.waitFor()
      const uri = (await qr.getAttribute('data-latch-wc-uri')) ?? ''
      expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)

      await phone.locator('[data-testid="mobile-pair-uri"]').fill(uri)
      await phone.locator('[data-testid="mobile-pair"]').click()
      const proposal = phone.locator('[data-testid="mobile-proposal"]')
      await expect.poll(() => proposal.textContent()).toContain('Latch Playground')
      // Nothing settles before the user answers.
      expect(await p.view('ConnectingWalletConnect').count()).toBe(1)
      await phone.locator('[data-testid="mobile-approve-session"]').click()

      await expect
        .poll(() =>
          p.view('Account').locator('[data-latch-address]').getAttribute('data-latch-address'),
        )
        .toBe(mobileAddress)
      await expect.poll(() => phone.locator('[data-testid="mobile-sessions"] li').count()).toBe(1)
      expect(phoneErrors).toEqual([])
    } finally {
      await phone.close()
    }
  })
})
