import { encodeFunctionData, erc20Abi, toHex } from 'viem'
import { type SendPlan, tokenContract } from './sendValidate.ts'

/** The `eth_sendTransaction` of a plan: a value transfer, or ERC-20 `transfer(receiver, amount)`. */
export const evmSendTransaction = (plan: SendPlan, from: string) => {
  const contract = tokenContract(plan.token)
  const receiver = plan.receiver as `0x${string}`
  return contract
    ? {
        from,
        to: contract,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [receiver, plan.amount],
        }),
      }
    : { from, to: receiver, value: toHex(plan.amount) }
}
