import { generateKeyPair, getAddressFromPublicKey, getBase58Encoder, signBytes } from '@solana/kit'
import type { Wallet, WalletAccount } from '@wallet-standard/base'

/** A Wallet Standard wallet at the edge of the machine: real ed25519 keys, a user who may refuse. */
export const makeTestSolanaWallet = async (options: { approve: () => boolean }) => {
  const keys = await generateKeyPair()
  const address = await getAddressFromPublicKey(keys.publicKey)
  const account: WalletAccount = {
    address,
    publicKey: new Uint8Array(getBase58Encoder().encode(address)),
    chains: ['solana:devnet'],
    features: ['solana:signMessage', 'solana:signAndSendTransaction'],
  }
  let authorised = false
  /** The `chain` of each transaction the wallet was asked to sign and send. */
  const sentOn: string[] = []
  const listeners: ((c: { accounts?: readonly WalletAccount[] }) => void)[] = []
  const rejected = () => Object.assign(new Error('User rejected'), { code: 4001 })
  const wallet: Wallet = {
    version: '1.0.0',
    name: 'Test Solana Wallet',
    icon: 'data:image/svg+xml;base64,AA==',
    chains: ['solana:devnet'],
    accounts: [],
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async ({ silent }: { silent?: boolean } = {}) => {
          if (silent) return { accounts: authorised ? [account] : [] }
          if (!options.approve()) throw rejected()
          authorised = true
          return { accounts: [account] }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => {
          authorised = false
        },
      },
      'standard:events': {
        version: '1.0.0',
        on: (_e: 'change', l: (c: { accounts?: readonly WalletAccount[] }) => void) => {
          listeners.push(l)
          return () => listeners.splice(listeners.indexOf(l), 1)
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        signAndSendTransaction: async (...inputs: { transaction: Uint8Array; chain: string }[]) => {
          if (!options.approve()) throw rejected()
          return Promise.all(
            inputs.map(async (i) => {
              sentOn.push(i.chain)
              return { signature: await signBytes(keys.privateKey, i.transaction) }
            }),
          )
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        signMessage: async (...inputs: { message: Uint8Array }[]) => {
          if (!options.approve()) throw rejected()
          return Promise.all(
            inputs.map(async (i) => ({
              signedMessage: i.message,
              signature: await signBytes(keys.privateKey, i.message),
            })),
          )
        },
      },
    },
  }
  return {
    wallet,
    address,
    keys,
    sentOn,
    emit: (c: { accounts?: readonly WalletAccount[] }) => {
      for (const l of listeners) l(c)
    },
  }
}
