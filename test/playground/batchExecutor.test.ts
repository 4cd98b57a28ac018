import { createRequire } from 'node:module'
import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { batchExecutorAddress } from '../../playground/chain/batchExecutor.ts'
import { deployBatchExecutor } from '../../playground/chain/deployBatchExecutor.ts'
import { devAccounts } from '../../playground/chain/devAccounts.ts'
import { type LocalChain, startChain } from '../../playground/chain/startChain.ts'

const artifact = createRequire(import.meta.url)(
  '@account-abstraction/contracts/artifacts/Simple7702Account.json',
) as { deployedBytecode: string }

let chain: LocalChain
beforeAll(async () => {
  chain = await startChain({ port: 0, chainId: 31337, token: false })
})
afterAll(async () => {
  await chain?.stop()
})

describe('deployBatchExecutor', () => {
  it('default: startChain deploys the published Simple7702Account at its CREATE2 address', async () => {
    const client = createPublicClient({ transport: http(chain.url) })
    expect(chain.batchExecutor).toBe(batchExecutorAddress)
    const code = await client.getCode({ address: batchExecutorAddress })
    expect(code?.toLowerCase()).toBe(artifact.deployedBytecode.toLowerCase())
  })

  it('behavior: deploying again sends nothing', async () => {
    const client = createPublicClient({ transport: http(chain.url) })
    const before = await client.getBlockNumber()
    await expect(
      deployBatchExecutor({ url: chain.url, chainId: 31337, deployer: devAccounts[7]! }),
    ).resolves.toBe(batchExecutorAddress)
    expect(await client.getBlockNumber()).toBe(before)
  })

  it('behavior: the chain runs Prague, so EIP-7702 is on', async () => {
    const client = createPublicClient({ transport: http(chain.url) })
    // Prague blocks carry the EIP-7685 requests hash; Cancun blocks do not.
    const block = await client.request({
      method: 'eth_getBlockByNumber',
      params: ['latest', false],
    })
    expect(block).toHaveProperty('requestsHash')
  })
})
