import type { ReactNode } from 'react'

/** One line of a preview: a label and its value, with the value's test attribute if any. */
export type PreviewRow = {
  readonly label: string
  readonly value: ReactNode
  readonly hook?: `data-latch-${string}`
  /** The value in full where it is shown shortened (an address). */
  readonly title?: string
}

/**
 * What a transaction preview (SwapPreview, WalletSendPreview) lists before anything is signed,
 * as a description list of label and value.
 */
export const PreviewRows = ({ rows }: { readonly rows: ReadonlyArray<PreviewRow> }) => (
  <dl className="latch-stack" style={{ margin: 0 }}>
    {rows.map((row) => (
      <div key={row.label}>
        <dt className="latch-muted">{row.label}</dt>
        <dd style={{ margin: 0 }} title={row.title} {...(row.hook && { [row.hook]: '' })}>
          {row.value}
        </dd>
      </div>
    ))}
  </dl>
)
