import { arViewTexts } from './ar.gen.ts'
import type { Catalogue } from './en.ts'

/**
 * The Arabic catalogue (Modern Standard Arabic): every id of `en`, loaded with
 * `loadCatalogue('ar')`; the modal shows it right to left. Arabic has six plural forms
 * (zero, one, two, few, many, other); the first three may leave the number out.
 * A views folder's own texts come from its `<folder>Texts.ts` through `ar.gen.ts` (en.ts).
 */
export const ar: Catalogue = {
  ...arViewTexts,
  'button.connect': 'ربط المحفظة',
  'button.connecting': 'جارٍ الربط…',
  'modal.back': 'رجوع',
  'modal.close': 'إغلاق',
  'modal.loading': 'جارٍ التحميل…',
  'view.other': 'Latch',
  'email.otpLabel': 'رمز التحقق',
  'email.verify': 'تأكيد',
  'email.verifying': 'جارٍ التأكيد…',
  'email.resend': 'إرسال رمز جديد',
  'email.resent': 'رمز جديد في طريقه إليك.',
  'email.deviceWaiting': 'في انتظار الموافقة…',
  'allWallets.loadMore': 'تحميل المزيد',
  'wallets.homepage': 'الموقع الإلكتروني',
  'tokens.loading': 'جارٍ تحميل الرموز المميزة',
  'tokens.empty': 'لا توجد رموز مميزة على هذه الشبكة بعد.',
  'tokens.retry': 'إعادة المحاولة',
  'activity.loading': 'جارٍ تحميل النشاط',
  'activity.loadingMore': 'جارٍ تحميل المزيد من النشاط',
  'activity.empty': 'لا يوجد نشاط على هذه الشبكة بعد.',
  'activity.retry': 'إعادة المحاولة',
  'activity.received': 'مُستلَم',
  'activity.bought': 'تم الشراء',
  'activity.sent': 'مُرسَل',
  'activity.self': 'تحويل إلى نفسك',
  'activity.other': 'معاملة',
  'activity.failed': 'فشلت',
  'activity.swapped': 'تمت مبادلة {from} مقابل {to}',
  'activity.pending': 'قيد الانتظار',
  'activity.from': 'من {address}',
  'activity.to': 'إلى {address}',
  'networks.current': 'الحالية',
  'networks.switching': 'جارٍ التبديل…',
  'fee.label': 'رسوم الشبكة',
  'fee.estimating': 'جارٍ التقدير…',
  'fee.unavailable': 'غير متاح',
  'placeholder.coming': 'هذا الجزء من Latch غير متاح بعد.',
  'notice.dismiss': 'تجاهل',
}
