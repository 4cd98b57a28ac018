import {
  type Address,
  createPublicClient,
  createWalletClient,
  decodeFunctionData,
  erc20Abi,
  type Hash,
  type Hex,
  http,
  maxUint256,
  parseUnits,
  toFunctionSelector,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { devAccounts } from '../../playground/chain/devAccounts.ts'
import { localViemChain } from '../../playground/chain/localViemChain.ts'
import { uniswapV2RouterAbi } from '../../server/convert/uniswapV2Abi.ts'
import { checkView } from './support/checkView.ts'
import { hasChromium } from './support/launchChromium.ts'
import {
  connectDevWallet,
  devAddress,
  openPlayground,
  type PlaygroundPage,
  playground,
} from './support/openPlayground.ts'

/** The Latch Dev Token on a fresh playground chain (deployer account 0, nonce 0). */
const ldt: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const swapToEth = toFunctionSelector(
  'swapExactTokensForETH(uint256,uint256,address[],address,uint256)',
)
const approveSelector = toFunctionSelector('approve(address,uint256)')

const chain = () => {
  const url = playground().chains[0]?.url
  if (!url) throw new Error('no local chain')
  return createPublicClient({ transport: http(url) })
}

/** The dev account's transactions in the last blocks, oldest first. */
const recentSent = async (blocks = 10n) => {
  const client = chain()
  const latest = await client.getBlockNumber()
  const sent: Array<{ hash: Hash; to: Address | null; input: string; blockNumber: bigint }> = []
  for (let n = latest > blocks ? latest - blocks : 0n; n <= latest; n++) {
    const block = await client.getBlock({ blockNumber: n, includeTransactions: true })
    for (const tx of block.transactions)
      if (tx.from.toLowerCase() === devAddress.toLowerCase())
        sent.push({ hash: tx.hash, to: tx.to, input: tx.input, blockNumber: n })
  }
  return sent
}

/** Account → Swap, then the token sold and the token bought picked in SwapSelectToken. */
const openSwap = async (p: PlaygroundPage, from: string, to: string) => {
  await p.view('Account').locator('[data-latch-feature="swaps"]').click()
  const swap = p.view('Swap')
  // The Swap views load lazily: on a busy machine the first load takes a while.
  await swap.waitFor({ timeout: 45_000 })
  for (const [side, symbol] of [
    ['from', from],
    ['to', to],
  ] as const) {
    await swap.locator(`[data-latch-swap-token-button="${side}"]`).click()
    await p
      .view('SwapSelectToken')
      .locator(`[data-latch-swap-option="${symbol}"]`)
      .click({ timeout: 20_000 })
    await swap.locator(`[data-latch-swap-token-button="${side}"]`).waitFor()
  }
  await swap
    .locator(`[data-latch-swap-token-button="from"][data-latch-swap-symbol="${from}"]`)
    .waitFor()
  await swap
    .locator(`[data-latch-swap-token-button="to"][data-latch-swap-symbol="${to}"]`)
    .waitFor()
  return swap
}

describe.skipIf(!hasChromium)('swap from the modal on the local Uniswap V2', () => {
  it('default: 1 LDT → ETH approves first, then moves the balances by the quoted amounts within the slippage', async () => {
    const client = chain()
    const p = await openPlayground('?autoApprove=1&siwx=0')
    await connectDevWallet(p)
    await p.view('Account').waitFor()
    const swap = await openSwap(p, 'LDT', 'ETH')
    await checkView(p.modal, 'Swap')

    // Bad input first: nothing can be reviewed, and the reason is shown.
    await swap.locator('[data-latch-swap-amount]').fill('0')
    await expect
      .poll(() => swap.locator('[data-latch-swap-error]').textContent())
      .toBe('Enter an amount above 0')
    await swap.locator('[data-latch-swap-amount]').fill('100000000')
    await expect
      .poll(() => swap.locator('[data-latch-swap-error]').textContent())
      .toBe('Insufficient balance')
    expect(await swap.locator('[data-latch-swap-review]').isDisabled()).toBe(true)

    await swap.locator('[data-latch-swap-amount]').fill('1')
    await swap.locator('[data-latch-swap-quote]').waitFor({ timeout: 20_000 })
    await swap.locator('[data-latch-swap-review]:enabled').click()
    const preview = p.view('SwapPreview')
    await preview.waitFor()
    await checkView(p.modal, 'SwapPreview')
    expect(await preview.locator('[data-latch-swap-slippage]').textContent()).toBe('1%')
    expect(await preview.locator('[data-latch-swap-price-impact]').textContent()).toMatch(
      /^\d+\.\d{2}%$/,
    )
    const minimumText = (await preview.locator('[data-latch-swap-minimum]').textContent()) ?? ''
    expect(minimumText).toMatch(/ ETH$/)

    // The router the server builds for, read from the chain once the swap is sent.
    const allowanceBefore = await client.readContract({
      address: ldt,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [devAddress, await routerOf()],
    })
    const needsApproval = allowanceBefore < parseUnits('1', 18)
    expect(await preview.locator('[data-latch-swap-confirm]').getAttribute('data-approval')).toBe(
      needsApproval ? 'needed' : 'none',
    )
    const [ethBefore, ldtBefore] = await Promise.all([
      client.getBalance({ address: devAddress }),
      client.readContract({
        address: ldt,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [devAddress],
      }),
    ])
    await preview.locator('[data-latch-swap-confirm]').click()
    await p.view('Account').waitFor({ timeout: 45_000 })

    const sent = await recentSent()
    const swapTx = sent.findLast((tx) => tx.input.startsWith(swapToEth))
    if (!swapTx?.to) throw new Error('no swap transaction from the dev account')
    const receipt = await client.getTransactionReceipt({ hash: swapTx.hash })
    expect(receipt.status).toBe('success')
    let gas = receipt.gasUsed * receipt.effectiveGasPrice
    if (needsApproval) {
      // The approval of LDT for the router went first, in an earlier block.
      const approval = sent.findLast(
        (tx) => tx.input.startsWith(approveSelector) && tx.to?.toLowerCase() === ldt.toLowerCase(),
      )
      if (!approval) throw new Error('no approval before the swap')
      expect(approval.blockNumber).toBeLessThan(swapTx.blockNumber)
      const approved = await client.getTransactionReceipt({ hash: approval.hash })
      gas += approved.gasUsed * approved.effectiveGasPrice
      expect(
        await client.readContract({
          address: ldt,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [devAddress, swapTx.to],
        }),
      ).toBe(maxUint256)
    }
    const weth = await client.readContract({
      address: swapTx.to,
      abi: uniswapV2RouterAbi,
      functionName: 'WETH',
    })
    // What the pool quoted just before the swap's block is what arrived: no other trade between.
    const [, quoted] = await client.readContract({
      address: swapTx.to,
      abi: uniswapV2RouterAbi,
      functionName: 'getAmountsOut',
      args: [parseUnits('1', 18), [ldt, weth]],
      blockNumber: swapTx.blockNumber - 1n,
    })
    const [ethAfter, ldtAfter] = await Promise.all([
      client.getBalance({ address: devAddress }),
      client.readContract({
        address: ldt,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [devAddress],
      }),
    ])
    expect(ldtBefore - ldtAfter).toBe(parseUnits('1', 18))
    const received = ethAfter - ethBefore + gas
    expect(received).toBe(quoted)
    // Within the 1 % slippage of the quote the preview showed.
    expect(received).toBeGreaterThanOrEqual((quoted! * 99n) / 100n)
    expect(p.errors).toEqual([])
  }, 120_000)

  it('behavior: a quote that moves past the 1 % slippage before the wallet signs reverts in the router; the message says so and no LDT moved', async () => {
    const client = chain()
    const p = await openPlayground('?siwx=0')
    await connectDevWallet(p)
    await p.page.locator('[data-testid="dev-wallet-approve"]').click()
    await p.view('Account').waitFor()
    const swap = await openSwap(p, 'LDT', 'ETH')
    await swap.locator('[data-latch-swap-amount]').fill('1')
    await swap.locator('[data-latch-swap-quote]').waitFor({ timeout: 20_000 })
    await swap.locator('[data-latch-swap-review]:enabled').click()
    const preview = p.view('SwapPreview')
    const confirm = preview.locator('[data-latch-swap-confirm]')
    const approvalFirst = (await confirm.getAttribute('data-approval')) === 'needed'
    await confirm.click()
    const prompt = p.page.locator('[data-testid="dev-wallet-prompt"]')
    if (approvalFirst) {
      await prompt.waitFor()
      await p.page.locator('[data-testid="dev-wallet-approve"]').click()
    }
    // The swap waits in the wallet: meanwhile someone sells 20,000 LDT into the same pool.
    await expect
      .poll(() => preview.getAttribute('data-state'), { timeout: 20_000 })
      .toBe('swapping')
    await prompt.waitFor()
    const router = await routerOf()
    const whale = createWalletClient({
      account: privateKeyToAccount(devAccounts[1]!.privateKey),
      chain: localViemChain({
        chainId: playground().chains[0]!.chainId,
        url: playground().chains[0]!.url,
      }),
      transport: http(playground().chains[0]!.url),
    })
    const weth = await client.readContract({
      address: router,
      abi: uniswapV2RouterAbi,
      functionName: 'WETH',
    })
    await client.waitForTransactionReceipt({
      hash: await whale.writeContract({
        address: ldt,
        abi: erc20Abi,
        functionName: 'approve',
        args: [router, maxUint256],
      }),
    })
    await client.waitForTransactionReceipt({
      hash: await whale.writeContract({
        address: router,
        abi: uniswapV2RouterAbi,
        functionName: 'swapExactTokensForETH',
        args: [parseUnits('20000', 18), 0n, [ldt, weth], devAccounts[1]!.address, 2n ** 40n],
      }),
    })
    const ldtBefore = await client.readContract({
      address: ldt,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [devAddress],
    })
    await p.page.locator('[data-testid="dev-wallet-approve"]').click()
    await expect
      .poll(() => preview.locator('[data-latch-swap-error]').textContent(), { timeout: 30_000 })
      .toBe(
        'The swap was reverted and nothing was swapped: the price moved past the slippage tolerance',
      )
    const sent = await recentSent()
    const swapTx = sent.findLast((tx) => tx.input.startsWith(swapToEth))
    if (!swapTx) throw new Error('no swap transaction from the dev account')
    expect((await client.getTransactionReceipt({ hash: swapTx.hash })).status).toBe('reverted')
    expect(
      await client.readContract({
        address: ldt,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [devAddress],
      }),
    ).toBe(ldtBefore)
  }, 120_000)
})

/** Router02 on the first chain: the spender of the approval the server builds for LDT. */
const routerOf = async (): Promise<Address> => {
  const { apiUrl, chains } = playground()
  const chainId = `eip155:${chains[0]?.chainId}`
  const query = new URLSearchParams({
    projectId: 'latch-playground',
    st: 'latch-react',
    sv: '0.1.0',
    userAddress: `${chainId}:${devAddress}`,
    from: `${chainId}:${ldt}`,
    to: `${chainId}:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE`,
  })
  const answer = (await (await fetch(`${apiUrl}/v1/convert/build-approve?${query}`)).json()) as {
    tx: { data: Hex }
  }
  const { args } = decodeFunctionData({ abi: erc20Abi, data: answer.tx.data })
  return args[0] as Address
}
