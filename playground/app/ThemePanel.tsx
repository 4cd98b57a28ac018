import { type FormEvent, useState } from 'react'
import { FONT_STACKS, type PageOptions } from './readPageOptions.ts'

/**
 * The accents the panel suggests (the colour picker's swatches): Latch's blue, API.md's
 * example, and hues light and dark enough to show the buttons' text colour turning dark.
 */
const ACCENT_PRESETS = ['#2563eb', '#3b82f6', '#7c3aed', '#e11d48', '#10b981', '#f59e0b'] as const

const LANGUAGES = [
  ['en', 'English'],
  ['es', 'Español'],
  ['ja', '日本語'],
  ['ar', 'العربية'],
] as const

/** The createLatch options the panel's choices amount to, as an app would write them. */
const snippet = (mode: string, locale: string, variables: Record<string, string>) =>
  [
    'createLatch({',
    '  // …projectId, networks',
    `  themeMode: '${mode}',`,
    ...(locale === 'en' ? [] : [`  locale: '${locale}',`]),
    '  themeVariables: {',
    ...Object.entries(variables).map(([key, value]) => `    '${key}': ${JSON.stringify(value)},`),
    '  },',
    '})',
  ].join('\n')

/** A labelled drop-down of `choices` (value, shown name). */
const SelectField = ({
  label,
  name,
  value,
  choices,
  onChange,
}: {
  readonly label: string
  readonly name?: string
  readonly value: string
  readonly choices: readonly (readonly [string, string])[]
  readonly onChange: (value: string) => void
}) => (
  <label className="field">
    <span>{label}</span>
    <select value={value} onChange={(e) => onChange(e.target.value)} name={name}>
      {choices.map(([choice, shown]) => (
        <option key={choice} value={choice}>
          {shown}
        </option>
      ))}
    </select>
  </label>
)

/** The accent colour picker, its swatches the presets. */
const AccentField = ({
  accent,
  onChange,
}: {
  readonly accent: string
  readonly onChange: (accent: string) => void
}) => (
  <label className="field">
    <span>Accent</span>
    <input
      type="color"
      list="playground-accents"
      value={accent}
      onChange={(e) => onChange(e.target.value)}
    />
    <datalist id="playground-accents" data-testid="playground-accents">
      {ACCENT_PRESETS.map((color) => (
        <option key={color} value={color} />
      ))}
    </datalist>
  </label>
)

/** The radius slider, 0 to 32 px. */
const RadiusField = ({
  radius,
  onChange,
}: {
  readonly radius: number
  readonly onChange: (radius: number) => void
}) => (
  <label className="field">
    <span>Radius {radius}px</span>
    <input
      type="range"
      min={0}
      max={32}
      value={radius}
      onChange={(e) => onChange(Number(e.target.value))}
    />
  </label>
)

const MODES = [
  ['dark', 'Dark'],
  ['light', 'Light'],
] as const
const FONTS = Object.keys(FONT_STACKS).map((name) => [name, name] as const)

/**
 * The playground's theme page: theme mode, language and the `themeVariables` an app sets
 * (accent, radius, font, z-index), shown as the createLatch options they make. Apply puts
 * them in the page URL (`?theme=…&locale=…&accent=…&radius=…&font=…&z=…`) and reloads, since
 * createLatch takes them once; the other URL options (`?autoApprove=1`, …) are kept.
 *
 * @example
 * import { ThemePanel } from './ThemePanel.tsx'
 * <ThemePanel options={readPageOptions(location.search)} />
 */
export const ThemePanel = ({ options }: { readonly options: PageOptions }) => {
  const given = options.themeVariables
  const [mode, setMode] = useState<string>(options.themeMode)
  const [locale, setLocale] = useState(options.locale?.slice(0, 2) ?? 'en')
  const [accent, setAccent] = useState<string>(given['--latch-accent'] ?? ACCENT_PRESETS[0])
  const [radius, setRadius] = useState(Number.parseInt(given['--latch-radius'] ?? '16', 10))
  const [font, setFont] = useState(
    Object.entries(FONT_STACKS).find(([, stack]) => stack === given['--latch-font-family'])?.[0] ??
      'system',
  )
  const [z, setZ] = useState(given['--latch-z-index'] ?? '999')
  const variables: Record<string, string> = {
    '--latch-accent': accent,
    '--latch-radius': `${radius}px`,
    '--latch-font-family': FONT_STACKS[font] ?? '',
    '--latch-z-index': z,
  }
  const apply = (event: FormEvent) => {
    event.preventDefault()
    const params = new URLSearchParams(window.location.search)
    const set = { theme: mode, locale, accent, radius: String(radius), font, z }
    for (const [key, value] of Object.entries(set)) params.set(key, value)
    window.location.search = params.toString()
  }
  return (
    <section className="card" data-testid="playground-theme">
      <h2>Theme</h2>
      <form className="stack" onSubmit={apply}>
        <SelectField label="Mode" name="theme" value={mode} choices={MODES} onChange={setMode} />
        <SelectField
          label="Language"
          name="locale"
          value={locale}
          choices={LANGUAGES}
          onChange={setLocale}
        />
        <AccentField accent={accent} onChange={setAccent} />
        <RadiusField radius={radius} onChange={setRadius} />
        <SelectField label="Font" value={font} choices={FONTS} onChange={setFont} />
        <label className="field">
          <span>z-index</span>
          <input type="number" min={1} value={z} onChange={(e) => setZ(e.target.value)} />
        </label>
        <pre className="code" data-testid="playground-theme-options">
          {snippet(mode, locale, variables)}
        </pre>
        <button type="submit" className="button">
          Apply (reloads the page)
        </button>
      </form>
    </section>
  )
}
