/** How the demo page is set up from its URL (each one optional). */
export type PageOptions = {
  /** `?siwx=0` off, `?siwx=required` required, otherwise offered (`{ required: false }`). */
  readonly siwx: 'off' | 'optional' | 'required'
  /** `?theme=light`; default dark. */
  readonly themeMode: 'light' | 'dark'
  /** `?networks=31337,1`: the chain ids the app lists, in order; default all. */
  readonly networks: readonly number[] | undefined
}

/**
 * Reads the demo page's URL options (besides the dev wallet's own `?autoApprove=1`).
 *
 * @example
 * import { readPageOptions } from './readPageOptions.ts'
 * readPageOptions('?siwx=required&theme=light') // { siwx: 'required', themeMode: 'light', … }
 */
export const readPageOptions = (search: string): PageOptions => {
  const params = new URLSearchParams(search)
  const siwx = params.get('siwx')
  const networks = params.get('networks')
  return {
    siwx: siwx === '0' ? 'off' : siwx === 'required' ? 'required' : 'optional',
    themeMode: params.get('theme') === 'light' ? 'light' : 'dark',
    networks: networks
      ? networks
          .split(',')
          .map(Number)
          .filter((id) => Number.isInteger(id))
      : undefined,
  }
}
