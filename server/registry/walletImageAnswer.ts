import { type ApiAnswer, errorAnswer } from '../http/apiAnswer.ts'
import type { RegistryWallet } from './RegistryWallet.ts'
import { walletImageSvg } from './walletImageSvg.ts'

const imageRoute = /^\/v1\/wallets\/([^/]+)\/image$/

/** `decodeURIComponent`, or `undefined` for text that is not valid percent-encoding. */
const decodePathSegment = (segment: string): string | undefined => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}

/**
 * The answer of `GET /v1/wallets/{id}/image` (a wallet's logo, no projectId needed): the
 * SVG, or 404 for a wallet the registry does not have; `undefined` for any other path.
 *
 * @example
 * import { walletImageAnswer } from './walletImageAnswer.ts'
 * walletImageAnswer([{ id: 'metamask', name: 'MetaMask' } as never], '/v1/wallets/metamask/image')?.status // 200
 */
export const walletImageAnswer = (
  wallets: readonly RegistryWallet[],
  pathname: string,
): ApiAnswer | undefined => {
  const image = imageRoute.exec(pathname)
  if (!image) return undefined
  const id = decodePathSegment(image[1] ?? '')
  const wallet = wallets.find((w) => w.id === id)
  if (!wallet) return errorAnswer(404, `No wallet ${id ?? image[1]}`)
  return {
    status: 200,
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
    body: walletImageSvg(wallet),
  }
}
