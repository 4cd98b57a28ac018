import { type Address, encodeFunctionData, erc20Abi, type Hex, toHex } from 'viem'

/** One transfer to send from an anvil dev account (unlocked, so `eth_sendTransaction` signs). */
export type Transfer = {
  readonly from: Address
  readonly to: Address
  readonly amount: bigint
  /** The ERC-20 to move; absent moves the native currency. */
  readonly token?: Address
}

/** Calls anvil's JSON-RPC directly (one call or a batch). */
export const rpc = async <T = unknown>(url: string, method: string, params: unknown[] = []) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result as T
}

/**
 * Sends transfers one after the other (a batch would race for nonces) and mines each in a
 * block of its own with `evm_mine` (automine off meanwhile: it may put two in one block).
 * Returns the transaction hashes.
 */
export const sendTransfers = async (
  url: string,
  transfers: readonly Transfer[],
): Promise<Hex[]> => {
  const hashes: Hex[] = []
  await rpc(url, 'evm_setAutomine', [false])
  try {
    for (const t of transfers) {
      const tx = t.token
        ? {
            from: t.from,
            to: t.token,
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'transfer',
              args: [t.to, t.amount],
            }),
          }
        : { from: t.from, to: t.to, value: toHex(t.amount) }
      hashes.push(await rpc<Hex>(url, 'eth_sendTransaction', [tx]))
      await rpc(url, 'evm_mine')
    }
  } finally {
    await rpc(url, 'evm_setAutomine', [true])
  }
  return hashes
}

/** The chain's latest block number. */
export const headOf = async (url: string) => BigInt(await rpc<Hex>(url, 'eth_blockNumber'))
