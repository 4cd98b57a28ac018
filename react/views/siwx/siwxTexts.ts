import { viewTexts } from '../../i18n/viewTexts.ts'

/**
 * The texts only the siwx folder's views show, their titles (SIWXSignMessage) first, in every
 * language Latch speaks: `npm run codegen` copies each language into its catalogue
 * (react/i18n/<language>.gen.ts).
 */
export const siwxTexts = viewTexts({
  en: {
    'view.SIWXSignMessage': 'Sign In',
    'siwx.intro': 'Sign this message in your wallet to prove you own this account.',
    'siwx.sign': 'Sign',
    'siwx.signing': 'Signing…',
    'siwx.cancel': 'Cancel',
    'siwx.preparing': 'The message is prepared when you press Sign.',
  },
  es: {
    'view.SIWXSignMessage': 'Iniciar sesión',
    'siwx.intro': 'Firma este mensaje en tu billetera para demostrar que la cuenta es tuya.',
    'siwx.sign': 'Firmar',
    'siwx.signing': 'Firmando…',
    'siwx.cancel': 'Cancelar',
    'siwx.preparing': 'El mensaje se prepara cuando pulses Firmar.',
  },
  ja: {
    'view.SIWXSignMessage': 'サインイン',
    'siwx.intro':
      'このアカウントの所有者であることを証明するため、ウォレットでこのメッセージに署名してください。',
    'siwx.sign': '署名',
    'siwx.signing': '署名中…',
    'siwx.cancel': 'キャンセル',
    'siwx.preparing': 'メッセージは「署名」を押したときに作成されます。',
  },
  ar: {
    'view.SIWXSignMessage': 'تسجيل الدخول',
    'siwx.intro': 'وقّع هذه الرسالة في محفظتك لإثبات أنك تملك هذا الحساب.',
    'siwx.sign': 'توقيع',
    'siwx.signing': 'جارٍ التوقيع…',
    'siwx.cancel': 'إلغاء',
    'siwx.preparing': 'تُجهَّز الرسالة عند الضغط على «توقيع».',
  },
})
