import type { WalletsResponse } from '../../generated/api/zod.ts'
import { WALLET_PAGE_SIZE, WALLET_SEARCH_SIZE } from '../../runtime/constants.ts'
import type { RegistryWallet } from './RegistryWallet.ts'

/** The `getWallets` query, as validated by the contract. */
export type ListWalletsQuery = {
  readonly page?: number | undefined
  readonly entries?: number | undefined
  readonly search?: string | undefined
  readonly include?: string | undefined
  readonly exclude?: string | undefined
}

/** The URL of a wallet's placeholder logo on this server. */
export const walletImagePath = (id: string) => `/v1/wallets/${encodeURIComponent(id)}/image`

/**
 * One page of the wallet directory (SPEC §9): `entries` per page, by default 40 when browsing
 * (`WALLET_PAGE_SIZE`) and 100 for a search (`WALLET_SEARCH_SIZE`); `search` matches names,
 * case-insensitively; `include` keeps only the listed ids, `exclude` drops them; `count` is
 * the number of wallets matching, across pages. Logos point at `origin` (this server).
 *
 * @example
 * import { listWallets } from './listWallets.ts'
 * import { loadWalletRegistry } from './RegistryWallet.ts'
 * listWallets(loadWalletRegistry(), { search: 'rain' }, 'http://127.0.0.1:8787').count // 1
 */
export const listWallets = (
  registry: readonly RegistryWallet[],
  query: ListWalletsQuery,
  origin: string,
): WalletsResponse => {
  const ids = (list: string | undefined) => (list ? new Set(list.split(',')) : undefined)
  const include = ids(query.include)
  const exclude = ids(query.exclude)
  const search = query.search?.trim().toLowerCase()
  const matching = registry.filter(
    (w) =>
      (!include || include.has(w.id)) &&
      !exclude?.has(w.id) &&
      (!search || w.name.toLowerCase().includes(search)),
  )
  const entries = query.entries ?? (search ? WALLET_SEARCH_SIZE : WALLET_PAGE_SIZE)
  const start = ((query.page ?? 1) - 1) * entries
  return {
    count: matching.length,
    data: matching.slice(start, start + entries).map((w) => ({
      id: w.id,
      name: w.name,
      imageUrl: `${origin}${walletImagePath(w.id)}`,
      rdns: w.rdns,
      mobileLink: w.mobileLink,
      desktopLink: w.desktopLink,
      webappLink: w.webappLink,
      chains: [...w.chains],
      homepage: w.homepage,
    })),
  }
}
