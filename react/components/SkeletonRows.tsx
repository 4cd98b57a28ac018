/** Our choice: how many placeholder rows stand in for a list that is loading. */
const ROWS = ['a', 'b', 'c'] as const

/**
 * Placeholder rows shaped like the Account lists' rows (an icon, two lines, an amount) while
 * the first page loads, so the list does not jump when it arrives; hidden from screen readers
 * (`label` is said instead, in a status region).
 */
export const SkeletonRows = ({ label, data }: { readonly label: string; data?: object }) => (
  <div role="status" {...data}>
    <span className="latch-visually-hidden">{label}</span>
    <ul className="latch-list" aria-hidden="true">
      {ROWS.map((row) => (
        <li key={row} className="latch-row-item" data-latch-skeleton="">
          <span className="latch-token-icon latch-placeholder" />
          <span className="latch-grow">
            <span className="latch-line">
              <span className="latch-placeholder" />
            </span>
            <span className="latch-line">
              <span className="latch-placeholder latch-placeholder-short" />
            </span>
          </span>
          <span className="latch-placeholder latch-placeholder-short" />
        </li>
      ))}
    </ul>
  </div>
)
