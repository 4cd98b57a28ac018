import { createPublicClient, erc20Abi, http, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { batchExecutorAddress } from '../../playground/chain/batchExecutor.ts'
import { hasChromium } from './support/launchChromium.ts'
import {
  connectDevWallet,
  devAddress,
  openPlayground,
  playground,
} from './support/openPlayground.ts'

const ldt = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe.skipIf(!hasChromium)('batched calls in Chromium (EIP-5792)', () => {
  it('behavior: Send batch runs an LDT approve and transfer from the dev wallet in one EIP-7702 transaction', async () => {
    const [first] = playground().chains
    const chain = createPublicClient({ transport: http(first?.url) })
    const balance = (address: `0x${string}`) =>
      chain.readContract({
        address: ldt,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      })
    const before = await balance(recipient)

    const p = await openPlayground('?autoApprove=1&siwx=0')
    await connectDevWallet(p)
    await p.view('Account').waitFor()
    await p.page.keyboard.press('Escape')
    await p.page.locator('[data-testid="playground-send-batch"]').click()
    const output = p.page.locator('[data-testid="playground-batch-status"]')
    await output.waitFor({ timeout: 30_000 })
    const [status, hash] = ((await output.textContent()) ?? '').split(' ') as [
      string,
      `0x${string}`,
    ]
    expect(status).toBe('success')

    // One transaction from the dev account to itself, through its delegation target, both effects.
    const tx = await chain.getTransaction({ hash })
    expect(tx.from.toLowerCase()).toBe(devAddress.toLowerCase())
    expect(tx.to?.toLowerCase()).toBe(devAddress.toLowerCase())
    expect(['eip7702', 'eip1559']).toContain(tx.type)
    expect(await chain.getCode({ address: devAddress })).toBe(
      `0xef0100${batchExecutorAddress.slice(2).toLowerCase()}`,
    )
    const receipt = await chain.getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.logs.map((log) => log.address.toLowerCase())).toEqual([
      ldt.toLowerCase(),
      ldt.toLowerCase(),
    ])
    expect(await balance(recipient)).toBe(before + parseEther('1'))
    expect(
      await chain.readContract({
        address: ldt,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [devAddress, recipient],
      }),
    ).toBe(parseEther('1'))
    expect(p.errors).toEqual([])
  })
})
