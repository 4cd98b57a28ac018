import { createPublicClient, createWalletClient, http, parseEther, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { devAccounts } from '../../../playground/chain/devAccounts.ts'
import { latchDevTokenAbi } from '../../../playground/chain/latchDevToken.ts'
import { localViemChain } from '../../../playground/chain/localViemChain.ts'
import type { LocalChain } from '../../../playground/chain/startChain.ts'

/**
 * A fresh key holding `eth` ETH (set on anvil) and, if asked, `ldt` LDT (sent by the first dev
 * account, its receipt awaited) on the local chain: the embedded wallet's key, a session key.
 */
export const fundedKey = async (chain: LocalChain, amounts: { eth: string; ldt?: string }) => {
  const privateKey = generatePrivateKey()
  const account = privateKeyToAccount(privateKey)
  const client = createPublicClient({ transport: http(chain.url) })
  await client.request({
    method: 'anvil_setBalance' as never,
    params: [account.address, toHex(parseEther(amounts.eth))] as never,
  })
  if (amounts.ldt === undefined) return { privateKey, account }
  const funder = createWalletClient({
    account: privateKeyToAccount(devAccounts[0]!.privateKey),
    chain: localViemChain({ chainId: chain.chainId, url: chain.url }),
    transport: http(chain.url),
  })
  await client.waitForTransactionReceipt({
    hash: await funder.writeContract({
      address: chain.token!.address,
      abi: latchDevTokenAbi,
      functionName: 'transfer',
      args: [account.address, parseEther(amounts.ldt)],
    }),
  })
  return { privateKey, account }
}
