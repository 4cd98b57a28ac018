import { viewTexts } from '../../i18n/viewTexts.ts'

/**
 * The texts only the onramp folder's views show, their titles (OnRampProviders, OnRampTokenSelect,
 * BuyInProgress) first, in every language Latch speaks: `npm run codegen` copies each language into
 * its catalogue (react/i18n/<language>.gen.ts).
 */
export const onrampTexts = viewTexts({
  en: {
    'view.OnRampProviders': 'Buy Crypto',
    'view.OnRampTokenSelect': 'Select Token',
    'view.BuyInProgress': 'Buying',
    'onramp.chooseToken': 'Choose what to buy',
    'onramp.buyToken': 'Buy {symbol}',
    'onramp.amount': 'Amount',
    'onramp.currency': 'Currency',
    'onramp.defaultProvider': 'Buy',
    'onramp.quote': 'About {amount} {symbol}, fee {fee} {currency}',
    'onramp.fee': 'Fee {percent}%',
    'onramp.noTokens': 'Nothing to buy on this network.',
    'onramp.arrived': '{amount} {symbol} arrived',
    'onramp.waiting':
      'Complete the purchase in the new window; waiting for the {symbol} to arrive…',
    'onramp.waitingWith':
      'Complete the purchase with {provider} in the new window; waiting for the {symbol} to arrive…',
    'onramp.done': 'Done',
    'onramp.close': 'Back to account',
  },
  es: {
    'view.OnRampProviders': 'Comprar cripto',
    'view.OnRampTokenSelect': 'Elegir token',
    'view.BuyInProgress': 'Comprando',
    'onramp.chooseToken': 'Elige qué comprar',
    'onramp.buyToken': 'Comprar {symbol}',
    'onramp.amount': 'Importe',
    'onramp.currency': 'Moneda',
    'onramp.defaultProvider': 'Comprar',
    'onramp.quote': 'Unos {amount} {symbol}, comisión {fee} {currency}',
    'onramp.fee': 'Comisión del {percent} %',
    'onramp.noTokens': 'No hay nada que comprar en esta red.',
    'onramp.arrived': 'Llegaron {amount} {symbol}',
    'onramp.waiting':
      'Completa la compra en la ventana nueva; esperando a que lleguen los {symbol}…',
    'onramp.waitingWith':
      'Completa la compra con {provider} en la ventana nueva; esperando a que lleguen los {symbol}…',
    'onramp.done': 'Listo',
    'onramp.close': 'Volver a la cuenta',
  },
  ja: {
    'view.OnRampProviders': '暗号資産を購入',
    'view.OnRampTokenSelect': 'トークンを選択',
    'view.BuyInProgress': '購入中',
    'onramp.chooseToken': '購入するものを選択',
    'onramp.buyToken': '{symbol} を購入',
    'onramp.amount': '金額',
    'onramp.currency': '通貨',
    'onramp.defaultProvider': '購入',
    'onramp.quote': '約 {amount} {symbol}（手数料 {fee} {currency}）',
    'onramp.fee': '手数料 {percent}%',
    'onramp.noTokens': 'このネットワークで購入できるものはありません。',
    'onramp.arrived': '{amount} {symbol} が届きました',
    'onramp.waiting': '新しいウィンドウで購入を完了してください。{symbol} の到着を待っています…',
    'onramp.waitingWith':
      '新しいウィンドウで {provider} での購入を完了してください。{symbol} の到着を待っています…',
    'onramp.done': '完了',
    'onramp.close': 'アカウントに戻る',
  },
  ar: {
    'view.OnRampProviders': 'شراء العملات المشفّرة',
    'view.OnRampTokenSelect': 'اختيار رمز مميز',
    'view.BuyInProgress': 'جارٍ الشراء',
    'onramp.chooseToken': 'اختر ما تريد شراءه',
    'onramp.buyToken': 'شراء {symbol}',
    'onramp.amount': 'المبلغ',
    'onramp.currency': 'العملة',
    'onramp.defaultProvider': 'شراء',
    'onramp.quote': 'نحو {amount} {symbol}، والرسوم {fee} {currency}',
    'onramp.fee': 'الرسوم {percent}٪',
    'onramp.noTokens': 'لا يوجد ما يمكن شراؤه على هذه الشبكة.',
    'onramp.arrived': 'وصل {amount} {symbol}',
    'onramp.waiting': 'أكمل عملية الشراء في النافذة الجديدة؛ في انتظار وصول {symbol}…',
    'onramp.waitingWith':
      'أكمل عملية الشراء مع {provider} في النافذة الجديدة؛ في انتظار وصول {symbol}…',
    'onramp.done': 'تم',
    'onramp.close': 'العودة إلى الحساب',
  },
})
