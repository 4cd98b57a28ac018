// Loaded on the first `call` or `readContract` of ChainRpc (its import()): viem's eth_call
// actions bring the ABI coders, the contract errors and the deployless-call bytecode (about
// 17 KB gzip) that connecting, balances and receipts never use.
export { call, readContract } from 'viem/actions'
