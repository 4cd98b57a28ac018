import { viewTexts } from '../../i18n/viewTexts.ts'

/**
 * The texts only the networks folder's views show, their titles (Networks, UnsupportedChain) first,
 * in every language Latch speaks: `npm run codegen` copies each language into its catalogue
 * (react/i18n/<language>.gen.ts).
 */
export const networksTexts = viewTexts({
  en: {
    'view.Networks': 'Choose Network',
    'view.UnsupportedChain': 'Switch Network',
    'unsupported.explain':
      'This app does not support the network your wallet is on. Switch to one of these networks:',
  },
  es: {
    'view.Networks': 'Elegir red',
    'view.UnsupportedChain': 'Cambiar de red',
    'unsupported.explain':
      'Esta aplicación no admite la red en la que está tu billetera. Cambia a una de estas redes:',
  },
  ja: {
    'view.Networks': 'ネットワークを選択',
    'view.UnsupportedChain': 'ネットワークを切り替え',
    'unsupported.explain':
      'このアプリは、ウォレットで選択中のネットワークに対応していません。次のいずれかのネットワークに切り替えてください:',
  },
  ar: {
    'view.Networks': 'اختيار الشبكة',
    'view.UnsupportedChain': 'تبديل الشبكة',
    'unsupported.explain':
      'لا يدعم هذا التطبيق الشبكة التي تعمل عليها محفظتك. انتقل إلى إحدى هذه الشبكات:',
  },
})
