import { createPublicClient, http } from 'viem'
import { devAddress, type PlaygroundPage, playground } from './openPlayground.ts'

/**
 * Switches the page's dev wallet to `chainId` from the wallet's side, as a visitor does in it,
 * and waits until the app's page shows that network.
 *
 * @example
 * import { switchInWallet } from './support/switchInWallet.ts'
 * await switchInWallet(p, 31338)
 */
export const switchInWallet = async (p: PlaygroundPage, chainId: number) => {
  await p.page.evaluate(async (id) => {
    type Provider = { request: (args: unknown) => Promise<unknown> }
    const provider = await new Promise<Provider>((resolve) => {
      window.addEventListener('eip6963:announceProvider', (event) =>
        resolve((event as CustomEvent<{ provider: Provider }>).detail.provider),
      )
      window.dispatchEvent(new Event('eip6963:requestProvider'))
    })
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: `0x${id.toString(16)}` }],
    })
  }, chainId)
  const network = p.page.locator('[data-testid="playground-network"]')
  for (let i = 0; i < 100; i++) {
    if ((await network.textContent())?.includes(`eip155:${chainId}`)) return
    await p.page.waitForTimeout(100)
  }
  throw new Error(`the page never showed eip155:${chainId}`)
}

/**
 * The playground's two chains (the second is the one to switch to), and the dev wallet's nonce
 * on each: equal nonces before and after mean nothing was sent on either.
 *
 * @example
 * import { twoChains } from './support/switchInWallet.ts'
 * const { second, nonces } = twoChains()
 */
export const twoChains = () => {
  const [first, second] = playground().chains
  if (!first || !second) throw new Error('the playground has two chains')
  const client = (url: string) => createPublicClient({ transport: http(url) })
  const nonces = () =>
    Promise.all(
      [first, second].map((c) => client(c.url).getTransactionCount({ address: devAddress })),
    )
  const balances = () =>
    Promise.all([first, second].map((c) => client(c.url).getBalance({ address: devAddress })))
  return { first, second, nonces, balances }
}
