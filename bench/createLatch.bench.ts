/**
 * `createLatch` to ready: options validated, layers built, the runtime made and stored
 * connections restored (none here), then destroyed, in Node with memory storage.
 *
 * Run: npx vitest bench --run bench/createLatch.bench.ts
 */
import { test } from 'vitest'
import { createLatch } from '../runtime/index.ts'
import { base, mainnet } from '../runtime/networks.ts'

test('createLatch to ready', async ({ bench }) => {
  await bench.compare(
    bench('createLatch({ networks: [mainnet, base] }) → ready → destroy', async () => {
      const latch = createLatch({ projectId: 'bench', networks: [mainnet, base] }, {})
      await latch.ready
      await latch.destroy()
    }),
    bench('… with WalletConnect on (its SDK is not loaded until used)', async () => {
      const latch = createLatch(
        { projectId: 'bench', networks: [mainnet, base], walletConnect: {} },
        {},
      )
      await latch.ready
      await latch.destroy()
    }),
  )
})
