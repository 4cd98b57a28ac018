// The view gallery of the visual tests (test/e2e/visual.test.ts): the real LatchProvider and
// modal over the React tests' fake client, whose signals hold one fixed picture per view, so
// every run draws the same pixels (no chain, no clock, no network).
import { createRoot, type Root } from 'react-dom/client'
import { LatchProvider } from '../../../react/index.ts'
import { focusables } from '../../../react/modal/focusables.ts'
import type { ThemeMode } from '../../../runtime/index.ts'
import { makeFakeClient } from '../../react/support/fakeClient.ts'
import { galleryOptions, type SceneName, scenes, setDefaults } from './scenes.ts'

/** What the test asks the page to show. */
export type GalleryRequest = {
  readonly scene: SceneName
  readonly themeMode: ThemeMode
  readonly locale: string
}

let root: Root | undefined

const modal = () =>
  document
    .querySelector('[data-latch-host]')
    ?.shadowRoot?.querySelector('[data-testid="latch-modal"]')

const deepActiveElement = () => {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))

const waitFor = async <T,>(find: () => T | null | undefined | false, what: string): Promise<T> => {
  const deadline = performance.now() + 10_000
  for (;;) {
    const found = find()
    if (found) return found
    if (performance.now() > deadline) throw new Error(`gallery: ${what} never showed`)
    await frame()
  }
}

/**
 * The view shows with everything it waits for — its lazy chunk, Latch's lazily loaded marks
 * (a blank `span.latch-mark` holds their place), images, fonts — and focus has moved into the
 * dialog, which the modal does after a paint.
 */
const settled = (view: string) => {
  const dialog = modal()
  if (!dialog?.querySelector(`[data-latch-view="${view}"]`)) return false
  if (dialog.querySelector('span.latch-mark')) return false
  if ([...dialog.querySelectorAll('img')].some((img) => !img.complete)) return false
  if (document.fonts.status !== 'loaded') return false
  const active = deepActiveElement()
  return active !== null && dialog.contains(active) && dialog
}

/**
 * Replaces whatever the page showed with a fresh client and modal on `scene`; resolves once it
 * is settled and painted.
 */
const show = async ({ scene: name, themeMode, locale }: GalleryRequest): Promise<void> => {
  const scene = scenes[name] as (typeof scenes)[SceneName] | undefined
  if (!scene) throw new Error(`gallery: no scene for ${name} in test/e2e/gallery/scenes.ts`)
  root?.unmount()
  document.body.replaceChildren()
  const start = scene.start ?? (name === 'Transactions' ? 'Account' : name)
  const fake = makeFakeClient({ view: start, config: { ...galleryOptions, themeMode, locale } })
  setDefaults(fake.state)
  scene.set?.(fake.state)
  fake.state.router.value = { view: start, history: scene.history ?? [] }
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  root.render(<LatchProvider client={fake.client} />)
  if (scene.click) {
    const selector = scene.click
    const control = await waitFor(
      () => modal()?.querySelector<HTMLElement>(`[data-latch-view="${start}"] ${selector}`),
      selector,
    )
    control.click()
  }
  const dialog = await waitFor(() => settled(name), name)
  // A view whose chunk arrived after the modal moved focus leaves it on the dialog itself, a
  // race with the chunk's loading: put it where the modal puts it on a view already there.
  if (deepActiveElement() === dialog) {
    const body = dialog.querySelector('[data-latch-body]')
    ;(body && focusables(body)[0])?.focus()
  }
  await frame()
  await frame()
}

declare global {
  interface Window {
    /** The gallery's one entry point for the test. */
    latchGallery: { readonly show: typeof show; readonly scenes: readonly string[] }
  }
}

window.latchGallery = { show, scenes: Object.keys(scenes) }
