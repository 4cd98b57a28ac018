import { viewTexts } from '../../i18n/viewTexts.ts'

/**
 * The texts only the approve folder's views show, their titles (ApproveTransaction) first, in every
 * language Latch speaks: `npm run codegen` copies each language into its catalogue
 * (react/i18n/<language>.gen.ts).
 */
export const approveTexts = viewTexts({
  en: {
    'view.ApproveTransaction': 'Approve Transaction',
    'approve.none': 'No request is waiting for your approval.',
    'approve.inFrame': 'Check the request in your secure wallet below, then approve or reject it.',
    'approve.approve': 'Approve',
    'approve.reject': 'Reject',
  },
  es: {
    'view.ApproveTransaction': 'Aprobar transacción',
    'approve.none': 'No hay ninguna solicitud esperando tu aprobación.',
    'approve.inFrame':
      'Revisa la solicitud en tu billetera segura, aquí abajo, y apruébala o recházala.',
    'approve.approve': 'Aprobar',
    'approve.reject': 'Rechazar',
  },
  ja: {
    'view.ApproveTransaction': 'トランザクションの承認',
    'approve.none': '承認待ちのリクエストはありません。',
    'approve.inFrame':
      '下のセキュアウォレットでリクエストの内容を確認し、承認または拒否してください。',
    'approve.approve': '承認',
    'approve.reject': '拒否',
  },
  ar: {
    'view.ApproveTransaction': 'الموافقة على المعاملة',
    'approve.none': 'لا يوجد طلب بانتظار موافقتك.',
    'approve.inFrame': 'راجع الطلب في محفظتك الآمنة أدناه، ثم وافق عليه أو ارفضه.',
    'approve.approve': 'موافقة',
    'approve.reject': 'رفض',
  },
})
