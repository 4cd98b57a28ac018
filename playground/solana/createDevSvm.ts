import { type Address, address, lamports, none, some } from '@solana/kit'
import {
  AccountState,
  findAssociatedTokenPda,
  getMintEncoder,
  getTokenEncoder,
  getTokenSize,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { LiteSVM } from 'litesvm'
import { DEV_SOLANA_LAMPORTS, devSolanaKeys } from './devSolanaKeys.ts'
import { devSplMint, devSplToken } from './devSplToken.ts'

/** A seeded LiteSVM: the dev keys funded, the dev SPL mint and each key's token account. */
export type DevSvm = {
  readonly svm: LiteSVM
  /** The dev keys' addresses, in index order. */
  readonly keys: readonly Address[]
  /** The dev SPL token's mint. */
  readonly mint: Address
}

const rentFor = (svm: LiteSVM, size: number) =>
  lamports(svm.minimumBalanceForRentExemption(BigInt(size)))

/**
 * Builds the local Solana chain's state: a LiteSVM with the default programs (system, SPL
 * Token, Associated Token), blockhash checks off so a transaction built on any recent
 * blockhash lands (the dev chain moves its blockhash after each transaction, as slots pass),
 * every dev key funded with DEV_SOLANA_LAMPORTS, the dev SPL mint (authority: the first key)
 * and each key's associated token account holding `devSplToken.perKey`.
 *
 * @example
 * import { createDevSvm } from './createDevSvm.ts'
 * const { svm, keys, mint } = await createDevSvm()
 */
export const createDevSvm = async (): Promise<DevSvm> => {
  const svm = new LiteSVM().withBlockhashCheck(false)
  const signers = await devSolanaKeys()
  const keys = signers.map((s) => s.address)
  for (const key of keys) svm.airdrop(key, lamports(DEV_SOLANA_LAMPORTS))
  const mint = address(await devSplMint())
  const mintData = new Uint8Array(
    getMintEncoder().encode({
      mintAuthority: some(keys[0] as Address),
      supply: devSplToken.perKey * BigInt(keys.length),
      decimals: devSplToken.decimals,
      isInitialized: true,
      freezeAuthority: none(),
    }),
  )
  svm.setAccount({
    address: mint,
    data: mintData,
    executable: false,
    lamports: rentFor(svm, mintData.length),
    programAddress: TOKEN_PROGRAM_ADDRESS,
    space: BigInt(mintData.length),
  })
  for (const owner of keys) {
    const [ata] = await findAssociatedTokenPda({
      owner,
      mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const data = new Uint8Array(
      getTokenEncoder().encode({
        mint,
        owner,
        amount: devSplToken.perKey,
        delegate: none(),
        state: AccountState.Initialized,
        isNative: none(),
        delegatedAmount: 0n,
        closeAuthority: none(),
      }),
    )
    svm.setAccount({
      address: ata,
      data,
      executable: false,
      lamports: rentFor(svm, getTokenSize()),
      programAddress: TOKEN_PROGRAM_ADDRESS,
      space: BigInt(data.length),
    })
  }
  return { svm, keys, mint }
}
