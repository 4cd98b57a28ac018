import type { Catalogue } from './en.ts'
import { jaViewTexts } from './ja.gen.ts'

/**
 * The Japanese catalogue (polite です・ます style): every id of `en`, loaded with
 * `loadCatalogue('ja')`. Japanese has one plural form, `other`.
 * A views folder's own texts come from its `<folder>Texts.ts` through `ja.gen.ts` (en.ts).
 */
export const ja: Catalogue = {
  ...jaViewTexts,
  'button.connect': 'ウォレットを接続',
  'button.connecting': '接続中…',
  'modal.back': '戻る',
  'modal.close': '閉じる',
  'modal.loading': '読み込み中…',
  'view.other': 'Latch',
  'email.otpLabel': 'コード',
  'email.verify': '確認',
  'email.verifying': '確認中…',
  'email.resend': '新しいコードを送信',
  'email.resent': '新しいコードを送信しました。',
  'email.deviceWaiting': '承認を待っています…',
  'allWallets.loadMore': 'さらに読み込む',
  'wallets.homepage': 'ウェブサイト',
  'tokens.loading': 'トークンを読み込み中',
  'tokens.empty': 'このネットワークにはまだトークンがありません。',
  'tokens.retry': '再試行',
  'activity.loading': 'アクティビティを読み込み中',
  'activity.loadingMore': 'アクティビティをさらに読み込み中',
  'activity.empty': 'このネットワークではまだアクティビティがありません。',
  'activity.retry': '再試行',
  'activity.received': '受け取り',
  'activity.bought': '購入',
  'activity.sent': '送金',
  'activity.self': '自分への送金',
  'activity.other': 'トランザクション',
  'activity.failed': '失敗',
  'activity.swapped': '{from} を {to} にスワップ',
  'activity.pending': '保留中',
  'activity.from': '{address} から',
  'activity.to': '{address} へ',
  'networks.current': '現在',
  'networks.switching': '切り替え中…',
  'fee.label': 'ネットワーク手数料',
  'fee.estimating': '見積もり中…',
  'fee.unavailable': '利用できません',
  'placeholder.coming': 'Latch のこの機能はまだご利用いただけません。',
  'notice.dismiss': '閉じる',
}
