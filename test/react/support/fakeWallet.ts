/**
 * A small EIP-1193 provider for React tests: one account on one chain, `connect` answers
 * after `gate` resolves (so a test can hold the ConnectingExternal view), and `reject` makes
 * the next connect fail with a 4001 user rejection.
 */
export interface FakeWallet {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, handler: (...args: unknown[]) => void): void
  removeListener(event: string, handler: (...args: unknown[]) => void): void
  reject: boolean
  gate: Promise<void>
  readonly calls: string[]
}

/** The address the fake wallet hands out. */
export const FAKE_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** Makes a fake wallet on `chainId`. */
export const makeFakeWallet = (chainId: number): FakeWallet => {
  let connected = false
  const wallet: FakeWallet = {
    reject: false,
    gate: Promise.resolve(),
    calls: [],
    on: () => undefined,
    removeListener: () => undefined,
    async request({ method }) {
      wallet.calls.push(method)
      switch (method) {
        case 'eth_requestAccounts': {
          await wallet.gate
          if (wallet.reject) {
            wallet.reject = false
            throw Object.assign(new Error('User rejected.'), { code: 4001 })
          }
          connected = true
          return [FAKE_ADDRESS]
        }
        case 'eth_accounts':
          return connected ? [FAKE_ADDRESS] : []
        case 'eth_chainId':
          return `0x${chainId.toString(16)}`
        case 'wallet_switchEthereumChain':
        case 'wallet_revokePermissions':
          return null
        case 'personal_sign':
          throw Object.assign(new Error('User rejected.'), { code: 4001 })
        default:
          throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 })
      }
    },
  }
  return wallet
}
