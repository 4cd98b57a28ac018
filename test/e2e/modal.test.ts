import { describe, expect, it } from 'vitest'
import { axeViolations, checkView } from './support/checkView.ts'
import { hasChromium } from './support/launchChromium.ts'
import {
  anvilBalanceText,
  connectDevWallet,
  devAddress,
  focusInModal,
  openPlayground,
  playground,
} from './support/openPlayground.ts'

const setBalance = async (chainUrl: string, ether: bigint) => {
  const response = await fetch(chainUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [devAddress, `0x${(ether * 10n ** 18n).toString(16)}`],
    }),
  })
  expect(response.ok).toBe(true)
}

describe.skipIf(!hasChromium)('modal in Chromium', () => {
  it('default: connects the dev wallet and shows its address and anvil balance', async () => {
    const p = await openPlayground('?autoApprove=1&siwx=0')
    await connectDevWallet(p)
    const account = p.view('Account')
    await account.waitFor()
    await expect
      .poll(() => account.locator('[data-latch-address]').getAttribute('data-latch-address'))
      .toBe(devAddress)
    const [first] = playground().chains
    const expected = await anvilBalanceText(first?.url ?? '')
    await expect.poll(() => account.locator('[data-latch-balance]').textContent()).toBe(expected)
    await checkView(p.modal, 'Account')
    await expect
      .poll(() => p.page.locator('[data-testid="playground-address"]').textContent())
      .toBe(devAddress)
  })

  it('behavior: switching network in the Networks view shows the second chain balance', async () => {
    const second = playground().chains[1]
    if (!second) throw new Error('the playground has two chains')
    await setBalance(second.url, 4321n)
    const p = await openPlayground('?autoApprove=1&siwx=0')
    await connectDevWallet(p)
    await p.view('Account').locator('[data-latch-network-button]').click()
    await checkView(p.modal, 'Networks')
    await p.view('Networks').locator(`[data-latch-network="eip155:${second.chainId}"]`).click()
    await expect
      .poll(() => p.page.locator('[data-testid="playground-network"]').textContent())
      .toContain(`eip155:${second.chainId}`)
    await expect
      .poll(() => p.page.locator('[data-testid="playground-balance"]').textContent())
      .toBe('4321 ETH')
    // The clicked tile was disabled while switching; focus stays in the modal and Escape closes.
    expect((await focusInModal(p.page)).inside, 'focus inside the modal after the switch').toBe(
      true,
    )
    await p.page.keyboard.press('Escape')
    await p.modal.waitFor({ state: 'detached' })
    await p.connectButton.click()
    await expect
      .poll(() => p.view('Account').locator('[data-latch-balance]').textContent())
      .toBe('4,321 ETH')
  })

  it('behavior: a reload keeps the wallet connected; disconnect ends it', async () => {
    const p = await openPlayground('?autoApprove=1&siwx=0')
    await connectDevWallet(p)
    await p.view('Account').waitFor()
    await p.page.reload()
    await expect.poll(() => p.connectButton.getAttribute('data-status')).toBe('connected')
    await p.connectButton.click()
    await p.view('Account').locator('[data-latch-disconnect]').click()
    await p.view('Connect').waitFor()
    await expect.poll(() => p.connectButton.getAttribute('data-status')).toBe('disconnected')
    await p.page.reload()
    await p.page.locator('[data-testid="playground-status"]').waitFor()
    expect(await p.connectButton.getAttribute('data-status')).toBe('disconnected')
  })

  it('behavior: a rejected connect shows the wallet error and Try again connects', async () => {
    const p = await openPlayground('?siwx=0')
    await p.connectButton.click()
    await p.view('Connect').locator('[data-latch-connector="dev.latch.wallet"]').click()
    await p.page.locator('[data-testid="dev-wallet-reject"]').click()
    const failed = p.view('ConnectingExternal')
    await expect.poll(() => failed.getAttribute('data-state')).toBe('error')
    expect(await failed.locator('[data-latch-error]').textContent()).not.toBe('')
    await checkView(p.modal, 'ConnectingExternal')
    await failed.getByRole('button', { name: 'Try again' }).click()
    await p.page.locator('[data-testid="dev-wallet-approve"]').click()
    await p.view('Account').waitFor()
  })

  it('behavior: Escape closes the modal and gives focus back to the button', async () => {
    const p = await openPlayground('?autoApprove=1&siwx=0')
    await p.connectButton.click()
    await checkView(p.modal, 'Connect')
    // The check can fail: a nameless button planted in the shadow root is reported.
    await p.view('Connect').evaluate((view) => {
      const planted = document.createElement('button')
      planted.setAttribute('data-planted', '')
      view.append(planted)
    })
    expect((await axeViolations(p.modal)).map((v) => v.id)).toContain('button-name')
    await p.view('Connect').evaluate((view) => view.querySelector('[data-planted]')?.remove())
    await p.view('Connect').locator('[data-latch-all-wallets]').click()
    await expect.poll(() => p.view('AllWallets').getAttribute('data-state')).toBe('ready')
    await checkView(p.modal, 'AllWallets')
    await p.modal.locator('[data-latch-back]').click()
    await p.view('Connect').waitFor()
    await p.page.keyboard.press('Escape')
    await p.modal.waitFor({ state: 'detached' })
    expect(
      await p.page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null),
    ).toBe('latch-connect-button')
  })

  it('behavior: keyboard only, focus stays inside the modal through the connect flow', async () => {
    const p = await openPlayground('?autoApprove=1&siwx=0')
    await p.connectButton.focus()
    await p.page.keyboard.press('Enter')
    await p.view('Connect').waitFor()
    const seen: Array<string | null> = []
    for (let i = 0; i < 24; i++) {
      await p.page.keyboard.press('Tab')
      const focus = await focusInModal(p.page)
      expect(focus.inside, `focus left the modal after Tab #${i + 1}`).toBe(true)
      seen.push(focus.connector)
    }
    for (let i = 0; i < 4; i++) {
      await p.page.keyboard.press('Shift+Tab')
      expect((await focusInModal(p.page)).inside).toBe(true)
    }
    expect(seen).toContain('dev.latch.wallet')
    // Tab on, around the trap if need be, until the dev wallet's tile has the focus.
    for (let i = 0; i < 40 && (await focusInModal(p.page)).connector !== 'dev.latch.wallet'; i++)
      await p.page.keyboard.press('Tab')
    expect((await focusInModal(p.page)).connector).toBe('dev.latch.wallet')
    await p.page.keyboard.press('Enter')
    await p.view('Account').waitFor()
  })

  it('behavior: in Arabic the modal reads right to left and stays axe-clean', async () => {
    const p = await openPlayground('?autoApprove=1&siwx=0&locale=ar')
    await expect.poll(() => p.connectButton.textContent()).toBe('ربط المحفظة')
    await connectDevWallet(p)
    await p.view('Account').waitFor()
    expect(await p.modal.getAttribute('dir')).toBe('rtl')
    expect(await p.modal.locator('#latch-title').textContent()).toBe('الحساب')
    await checkView(p.modal, 'Account', 'Account-ar')
    await p.view('Account').locator('[data-latch-network-button]').click()
    await checkView(p.modal, 'Networks', 'Networks-ar')
    await p.modal.locator('[data-latch-back]').click()
    // Disconnecting leaves the modal open on Connect.
    await p.view('Account').locator('[data-latch-disconnect]').click()
    await checkView(p.modal, 'Connect', 'Connect-ar')
    // Mirrored: the wallet's name sits left of its icon, the close button on the left.
    const tile = p.view('Connect').locator('[data-latch-connector="dev.latch.wallet"]')
    const icon = await tile.locator('img, svg, span').first().boundingBox()
    const name = await tile.locator('.latch-tile-name').boundingBox()
    expect(icon && name && icon.x > name.x).toBe(true)
    const close = await p.modal.locator('[data-latch-close]').boundingBox()
    const title = await p.modal.locator('#latch-title').boundingBox()
    expect(close && title && close.x < title.x).toBe(true)
  })

  it('behavior: on a phone the sheet drags down to close; a short drag springs back', async () => {
    const p = await openPlayground('?autoApprove=1&siwx=0')
    await p.page.setViewportSize({ width: 390, height: 844 })
    await p.connectButton.click()
    await p.view('Connect').waitFor()
    const handle = p.modal.locator('.latch-grab')
    const dragBy = async (dy: number) => {
      // Measured once the sheet has risen in (or sprung back): on a loaded machine a box read
      // mid-animation put the pointer below the handle, and the drag moved nothing.
      await p.modal.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)))
      const box = await handle.boundingBox()
      if (!box) throw new Error('the bottom sheet shows no drag handle')
      const x = box.x + box.width / 2
      await p.page.mouse.move(x, box.y + 8)
      await p.page.mouse.down()
      await p.page.mouse.move(x, box.y + 8 + dy, { steps: 5 })
      await p.page.mouse.up()
    }
    const offset = () => p.modal.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).f)
    await dragBy(40)
    await expect.poll(offset).toBe(0)
    expect(await p.modal.count()).toBe(1)
    await dragBy(200)
    await p.modal.waitFor({ state: 'detached' })
  })

  it('behavior: the dialog animates in, and not at all under prefers-reduced-motion', async () => {
    const p = await openPlayground('?autoApprove=1&siwx=0')
    await p.connectButton.click()
    await p.view('Connect').waitFor()
    const animation = () => p.modal.evaluate((el) => getComputedStyle(el).animationName)
    expect(await animation()).toBe('latch-dialog-in')
    await p.page.emulateMedia({ reducedMotion: 'reduce' })
    expect(await animation()).toBe('none')
    expect(
      await p
        .view('Connect')
        .evaluate((el) => getComputedStyle(el.closest('.latch-view') as Element).animationName),
    ).toBe('none')
  })
})
