// The runtime's public entry names the state shapes the views read: `state.wallets`, one
// registry wallet and `state.walletConnect`.
export type {
  RegistryWallet,
  WalletConnectPairing,
  WalletRegistry,
  WalletsState,
} from '../runtime/index.ts'
