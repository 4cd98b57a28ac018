/** How the demo page is set up from its URL (each one optional). */
export type PageOptions = {
  /** `?siwx=0` off, `?siwx=required` required, otherwise offered (`{ required: false }`). */
  readonly siwx: 'off' | 'optional' | 'required'
  /** `?theme=light`; default dark. */
  readonly themeMode: 'light' | 'dark'
  /** `?networks=31337,1`: the chain ids the app lists, in order; default all. */
  readonly networks: readonly number[] | undefined
  /** `?locale=ar` (or `es`, `ja`, `es-MX`…): the modal's language; default English. */
  readonly locale: string | undefined
  /**
   * `?accent=%23e11d48&radius=4&font=serif&z=2000`: the modal's `themeVariables`
   * (`--latch-accent`, `--latch-radius`, `--latch-font-family`, `--latch-z-index`), set on the
   * playground's Theme panel; only the ones given.
   */
  readonly themeVariables: Readonly<Record<string, string>>
}

/** The font stacks the Theme panel offers (system fonts only: nothing is downloaded). */
export const FONT_STACKS: Readonly<Record<string, string>> = {
  system: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  serif: "ui-serif, Georgia, 'Times New Roman', serif",
  rounded: "ui-rounded, 'SF Pro Rounded', system-ui, sans-serif",
  mono: 'ui-monospace, Menlo, Consolas, monospace',
}

const themeVariablesOf = (params: URLSearchParams): Record<string, string> => {
  const variables: Record<string, string> = {}
  const accent = params.get('accent')
  if (accent && /^#[\da-f]{6}$/i.test(accent)) variables['--latch-accent'] = accent
  const radius = Number(params.get('radius') ?? Number.NaN)
  if (Number.isInteger(radius) && radius >= 0 && radius <= 32)
    variables['--latch-radius'] = `${radius}px`
  const font = FONT_STACKS[params.get('font') ?? '']
  if (font) variables['--latch-font-family'] = font
  const z = Number(params.get('z') ?? Number.NaN)
  if (Number.isInteger(z) && z > 0) variables['--latch-z-index'] = String(z)
  return variables
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
  const locale = params.get('locale')
  return {
    siwx: siwx === '0' ? 'off' : siwx === 'required' ? 'required' : 'optional',
    themeMode: params.get('theme') === 'light' ? 'light' : 'dark',
    networks: networks
      ? networks
          .split(',')
          .map(Number)
          .filter((id) => Number.isInteger(id))
      : undefined,
    // Only a tag of a language Latch speaks; createLatch would refuse any other.
    locale: locale && /^(?:en|es|ja|ar)(?:-[a-z\d]{1,8})*$/i.test(locale) ? locale : undefined,
    themeVariables: themeVariablesOf(params),
  }
}
