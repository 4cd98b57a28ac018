/**
 * `createLatch` to ready: options validated, layers built, the runtime made and stored
 * connections restored (none here), then destroyed, in Node with memory storage.
 *
 * Run: npx vitest bench --run bench/createLatch.bench.ts
 */
import { test } from 'vitest'
import { createLatchIn } from '../runtime/createLatch.ts'
import { base, mainnet } from '../runtime/networks.ts'

test('createLatch to ready', async ({ bench }) => {
  await bench.compare(
    bench('createLatchIn({ networks: [mainnet, base] }) → ready → destroy', async () => {
      const latch = createLatchIn({ projectId: 'bench', networks: [mainnet, base] }, {})
      await latch.ready
      await latch.destroy()
    }),
    bench('… with WalletConnect on (its SDK is not loaded until used)', async () => {
      const latch = createLatchIn(
        { projectId: 'bench', networks: [mainnet, base], walletConnect: {} },
        {},
      )
      await latch.ready
      await latch.destroy()
    }),
  )
})
