/** One app of `bench/apps/`: how to install it and where its button and connect view are. */
export type BenchApp = {
  /** Folder name under `bench/apps/`. */
  readonly name: string
  /** Shown in the table. */
  readonly label: string
  /** The packages whose version the results record (from the app's package.json). */
  readonly packages: ReadonlyArray<string>
  /** Extra `npm install` flags; `undefined` when the app uses the repository's node_modules. */
  readonly install: ReadonlyArray<string> | undefined
  /** The element to click: a selector path, one step per shadow boundary (`pageProbe`). */
  readonly button: ReadonlyArray<string>
  /** The first connect view once the modal is open, as a selector path. */
  readonly view: ReadonlyArray<string>
}

/**
 * The five apps, Latch first (the ratios are to Latch). Selectors were read from each
 * library's rendered DOM: its own test ids, custom elements or its modal's dialog element.
 *
 * @example
 * import { benchApps } from './bench/benchApps.ts'
 * benchApps.map((app) => app.name) // ['latch', 'bare', 'appkit', 'rainbowkit', 'connectkit']
 */
export const benchApps: ReadonlyArray<BenchApp> = [
  {
    name: 'latch',
    label: 'Latch',
    packages: [],
    install: undefined,
    button: ['[data-testid="latch-connect-button"]'],
    view: ['[data-latch-view="Connect"]'],
  },
  {
    name: 'bare',
    label: 'bare React 19',
    packages: ['react'],
    install: undefined,
    button: ['[data-testid="connect-button"]'],
    view: ['[data-bench-view="Connect"]'],
  },
  {
    name: 'appkit',
    label: 'Reown AppKit',
    packages: ['@reown/appkit', '@reown/appkit-adapter-wagmi', 'wagmi'],
    install: [],
    button: ['appkit-button', 'wui-connect-button[data-testid="connect-button"]', 'button'],
    view: ['w3m-modal', 'w3m-connect-view'],
  },
  {
    name: 'rainbowkit',
    label: 'RainbowKit',
    packages: ['@rainbow-me/rainbowkit', 'wagmi'],
    install: [],
    button: ['[data-testid="rk-connect-button"]'],
    view: ['[data-testid="rk-connect-header-label"]'],
  },
  {
    name: 'connectkit',
    label: 'ConnectKit',
    packages: ['connectkit', 'wagmi'],
    install: ['--legacy-peer-deps'],
    button: ['#root button'],
    view: ['#__CONNECTKIT__ [role="dialog"]'],
  },
]
