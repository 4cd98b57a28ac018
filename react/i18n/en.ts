import { enViewTexts } from './en.gen.ts'

/**
 * The English message catalogue: every visible string of the modal, keyed by id, and the
 * source of the ids: every other language (es.ts, ja.ts, ar.ts) is a file of the same shape,
 * loaded with `loadCatalogue`. `{name}` placeholders are filled by `t`. A message that changes
 * with a number is an object with one text per CLDR plural category of its language
 * (`Intl.PluralRules`): English `one` and `other`, Japanese `other` only, Arabic all six.
 * Where a text lives: one that only the views of one folder show (their titles too) sits beside
 * them in `react/views/<folder>/<folder>Texts.ts` (i18n/viewTexts.ts, all four languages), which
 * `npm run codegen` copies into `<language>.gen.ts`, spread first by each catalogue; one that the
 * button, the modal frame, `components/` or views of two folders show is written here.
 */
export const en = {
  ...enViewTexts,
  'button.connect': 'Connect Wallet',
  'button.connecting': 'Connecting…',
  'modal.back': 'Back',
  'modal.close': 'Close',
  'modal.loading': 'Loading…',
  'view.other': 'Latch',
  'email.otpLabel': 'Code',
  'email.verify': 'Confirm',
  'email.verifying': 'Confirming…',
  'email.resend': 'Send a new code',
  'email.resent': 'A new code is on its way.',
  'email.deviceWaiting': 'Waiting for approval…',
  'allWallets.loadMore': 'Load more',
  'wallets.homepage': 'Website',
  'tokens.loading': 'Loading tokens',
  'tokens.empty': 'No tokens on this network yet.',
  'tokens.retry': 'Try again',
  'activity.loading': 'Loading activity',
  'activity.loadingMore': 'Loading more activity',
  'activity.empty': 'No activity on this network yet.',
  'activity.retry': 'Try again',
  'activity.received': 'Received',
  'activity.bought': 'Bought',
  'activity.sent': 'Sent',
  'activity.self': 'Self transfer',
  'activity.other': 'Transaction',
  'activity.failed': 'Failed',
  'activity.swapped': 'Swapped {from} for {to}',
  'activity.pending': 'Pending',
  'activity.from': 'from {address}',
  'activity.to': 'to {address}',
  'networks.current': 'Current',
  'networks.switching': 'Switching…',
  'fee.label': 'Network fee',
  'fee.estimating': 'Estimating…',
  'fee.unavailable': 'Not available',
  'placeholder.coming': 'This part of Latch is not available yet.',
  'notice.dismiss': 'Dismiss',
} as const

/** A message id of the catalogue. */
export type MessageId = keyof typeof en

/**
 * A message that depends on a count (`{count}`): a text per plural category the language
 * has (`Intl.PluralRules#resolvedOptions().pluralCategories`); `other` is always there.
 */
export type PluralMessage = Readonly<Partial<Record<Intl.LDMLPluralRule, string>>> & {
  readonly other: string
}

/**
 * The shape every catalogue must have: every id of `en`, a plain text where English has one,
 * plural forms where English has them.
 */
export type Catalogue = {
  readonly [Id in MessageId]: (typeof en)[Id] extends string ? string : PluralMessage
}
