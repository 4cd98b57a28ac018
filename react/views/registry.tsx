import { type ComponentType, lazy } from 'react'
import type { ViewName } from '../../runtime/index.ts'
import type { MessageId } from '../i18n/en.ts'
import { ConnectingExternalView } from './connect/ConnectingExternalView.tsx'
import { ConnectView } from './connect/ConnectView.tsx'
import { PreloadedView, preloadable } from './preloadedView.tsx'
import { ViewSpinner } from './ViewSpinner.tsx'
import { lazyViews } from './views.gen.ts'

/** One entry of the view registry: the view, and whether it paints at once. */
export interface LazyView {
  /** The view; a lazy one's code loads on its first render, behind a spinner. */
  readonly View: ComponentType
  /** The views that paint at once (the button's first view), with no Suspense around them. */
  readonly eager?: true
}

// Heavy views load on first use (the WalletConnect one with uqr); the button and Connect never
// wait for them. Each `import()` is a chunk of its own. A view is found by its file name
// (`views/<folder>/<Name>View.tsx` → `Name`) and listed in views.gen.ts (`npm run codegen`);
// only those that need more than a lazy import are written here, and the generator leaves out
// every file this one imports.
/**
 * Account, where a connect attempt leads: its code loads once the attempt starts (ViewSwitch),
 * and it renders in the frame the connection arrives in, never through a Suspense fallback.
 */
const accountCode = preloadable(() =>
  import('./account/AccountView.tsx').then((m) => m.AccountView),
)
/** Starts loading Account's code; a failure is retried when the view is shown. */
export const loadAccountView = accountCode.preload
const AccountView = () => <PreloadedView code={accountCode} fallback={<ViewSpinner />} />
const ConnectingWalletConnectView = lazy(() =>
  import('./connect/ConnectingWalletConnectView.tsx').then((m) => ({
    default: m.ConnectingWalletConnectView,
  })),
)

/** SPEC §2 rule 2's root view of basic mode: the WalletConnect view without a wallet. */
const ConnectingWalletConnectBasicView = () => <ConnectingWalletConnectView basic />

/**
 * Every view of SPEC §2 by its router name: a `ViewName` without an entry here or in
 * views.gen.ts, or an entry without a `ViewName`, is a compile error
 * (test/react/views/registry.test.tsx proves it).
 */
export const views = {
  Connect: { View: ConnectView, eager: true },
  ConnectingExternal: { View: ConnectingExternalView, eager: true },
  Account: { View: AccountView },
  ConnectingWalletConnect: { View: ConnectingWalletConnectView },
  ConnectingWalletConnectBasic: { View: ConnectingWalletConnectBasicView },
  ...lazyViews,
} satisfies Record<ViewName, LazyView>

/**
 * The entry of a router name, or `undefined` for a name outside `ViewName` (only a cast or an
 * older state can bring one at run time).
 */
export const viewOf = (view: ViewName): LazyView | undefined =>
  Object.hasOwn(views, view) ? views[view] : undefined

/**
 * The catalogue id of a view's title: `view.` and its name. A `ViewName` whose id is not in the
 * catalogue does not compile (docs/DECISIONS.md: why no entry spells its id out).
 */
export const titleOf = (view: ViewName): MessageId => `view.${view}` as const satisfies MessageId
