import type { Catalogue } from './en.ts'
import { esViewTexts } from './es.gen.ts'

/**
 * The Spanish catalogue (neutral Latin American Spanish, addressing the visitor as «tú»):
 * every id of `en`, loaded with `loadCatalogue('es')`.
 * A views folder's own texts come from its `<folder>Texts.ts` through `es.gen.ts` (en.ts).
 */
export const es: Catalogue = {
  ...esViewTexts,
  'button.connect': 'Conectar billetera',
  'button.connecting': 'Conectando…',
  'modal.back': 'Atrás',
  'modal.close': 'Cerrar',
  'modal.loading': 'Cargando…',
  'view.other': 'Latch',
  'email.otpLabel': 'Código',
  'email.verify': 'Confirmar',
  'email.verifying': 'Confirmando…',
  'email.resend': 'Enviar un código nuevo',
  'email.resent': 'Te enviamos un código nuevo.',
  'email.deviceWaiting': 'Esperando la aprobación…',
  'allWallets.loadMore': 'Cargar más',
  'wallets.homepage': 'Sitio web',
  'tokens.loading': 'Cargando tokens',
  'tokens.empty': 'Todavía no hay tokens en esta red.',
  'tokens.retry': 'Reintentar',
  'activity.loading': 'Cargando actividad',
  'activity.loadingMore': 'Cargando más actividad',
  'activity.empty': 'Todavía no hay actividad en esta red.',
  'activity.retry': 'Reintentar',
  'activity.received': 'Recibido',
  'activity.bought': 'Comprado',
  'activity.sent': 'Enviado',
  'activity.self': 'Transferencia propia',
  'activity.other': 'Transacción',
  'activity.failed': 'Fallida',
  'activity.swapped': 'Intercambiado {from} por {to}',
  'activity.pending': 'Pendiente',
  'activity.from': 'de {address}',
  'activity.to': 'a {address}',
  'networks.current': 'Actual',
  'networks.switching': 'Cambiando…',
  'fee.label': 'Comisión de red',
  'fee.estimating': 'Calculando…',
  'fee.unavailable': 'No disponible',
  'placeholder.coming': 'Esta parte de Latch todavía no está disponible.',
  'notice.dismiss': 'Descartar',
}
