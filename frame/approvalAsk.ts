/** One line of an approval: a label and its value in plain words. */
export interface ApprovalRow {
  readonly label: string
  readonly value: string
  /** Shown as a block that wraps (a message, data, typed-data fields). */
  readonly long?: boolean
}

/** What the visitor is asked to approve in the frame. */
export interface ApprovalAsk {
  readonly method: string
  readonly title: string
  readonly rows: readonly ApprovalRow[]
}
