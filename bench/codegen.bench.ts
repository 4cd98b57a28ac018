/**
 * Codegen of all contracts: `generateAll` reads and dereferences the three contract documents
 * and emits every file of `generated/` in memory (what `npm run codegen -- --check` costs).
 *
 * Run: npx vitest bench --run bench/codegen.bench.ts
 */
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { test } from 'vitest'
import { generateAll } from '../codegen/generate.ts'

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..')

test('codegen of all contracts', async ({ bench }) => {
  await bench('generateAll (OpenAPI + AsyncAPI + OpenRPC → generated/)', async () => {
    await generateAll(repoRoot)
  }).run()
})
