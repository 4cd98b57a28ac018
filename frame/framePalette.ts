/** The approval UI's colour variables: each one the frame's stylesheet paints with. */
export const PALETTE_VARIABLES = [
  '--latch-accent',
  '--latch-accent-text',
  '--latch-bg',
  '--latch-fg',
  '--latch-muted',
  '--latch-surface',
  '--latch-border',
  '--latch-error',
] as const

/** One of the approval UI's colour variables. */
export type PaletteVariable = (typeof PALETTE_VARIABLES)[number]

/** A full palette: a colour for every variable. */
export type FramePalette = Readonly<Record<PaletteVariable, string>>

/** The light palette: the modal's colours, the frame's own when the app sets none. */
export const LIGHT_PALETTE: FramePalette = {
  '--latch-accent': '#2563eb',
  '--latch-accent-text': '#ffffff',
  '--latch-bg': '#ffffff',
  '--latch-fg': '#111827',
  '--latch-muted': '#4b5563',
  '--latch-surface': '#f3f4f6',
  '--latch-border': '#e5e7eb',
  '--latch-error': '#dc2626',
}

/** The dark palette: only the colours that differ from light change. */
export const DARK_PALETTE: FramePalette = {
  ...LIGHT_PALETTE,
  '--latch-bg': '#141518',
  '--latch-fg': '#f3f4f6',
  '--latch-muted': '#9ca3af',
  '--latch-surface': '#24262b',
  '--latch-border': '#34363c',
  '--latch-error': '#f87171',
}

/** A palette as CSS declarations (`--latch-bg: #ffffff;` …), for the frame's stylesheet. */
export const paletteCss = (palette: FramePalette): string =>
  PALETTE_VARIABLES.map((name) => `  ${name}: ${palette[name]};`).join('\n')
