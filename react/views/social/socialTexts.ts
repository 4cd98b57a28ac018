import { viewTexts } from '../../i18n/viewTexts.ts'

/**
 * The texts only the social folder's views show, their titles (ConnectingSocial,
 * ConnectingFarcaster) first, in every language Latch speaks: `npm run codegen` copies each
 * language into its catalogue (react/i18n/<language>.gen.ts).
 */
export const socialTexts = viewTexts({
  en: {
    'view.ConnectingSocial': 'Continue in the Window',
    'view.ConnectingFarcaster': 'Sign in with Farcaster',
    'connect.social': 'Continue with {provider}',
    'connect.socialsLabel': 'Log in with a social account',
    'social.waiting': 'Log in with {provider} in the window that opened. It connects you here.',
    'social.verifying': 'Finishing your {provider} login…',
    'social.deviceIntro':
      'This browser is new to your {provider} account: we sent an approval link to the account’s e-mail address.',
    'social.deviceHint':
      'Open that e-mail and approve this browser. You are logged in here once it is approved.',
    'social.cancel': 'Cancel',
    'farcaster.scan':
      'Scan this QR code with your phone, or open the link, and approve the sign-in in Farcaster.',
    'farcaster.qrLabel': 'Farcaster sign-in QR code',
    'farcaster.preparing': 'Preparing the sign-in',
    'farcaster.waiting': 'Waiting for your approval…',
    'farcaster.verifying': 'Finishing your Farcaster login…',
    'farcaster.open': 'Open the sign-in link',
    'farcaster.copy': 'Copy link',
    'farcaster.copied': 'Link copied',
    'farcaster.cancel': 'Cancel',
  },
  es: {
    'view.ConnectingSocial': 'Continúa en la ventana',
    'view.ConnectingFarcaster': 'Entrar con Farcaster',
    'connect.social': 'Continuar con {provider}',
    'connect.socialsLabel': 'Entrar con una cuenta social',
    'social.waiting': 'Inicia sesión con {provider} en la ventana que se abrió. Te conectará aquí.',
    'social.verifying': 'Terminando tu inicio de sesión con {provider}…',
    'social.deviceIntro':
      'Este navegador es nuevo para tu cuenta de {provider}: enviamos un enlace de aprobación al correo de la cuenta.',
    'social.deviceHint':
      'Abre ese correo y aprueba este navegador. Iniciarás sesión aquí en cuanto lo apruebes.',
    'social.cancel': 'Cancelar',
    'farcaster.scan':
      'Escanea este código QR con tu teléfono, o abre el enlace, y aprueba el inicio de sesión en Farcaster.',
    'farcaster.qrLabel': 'Código QR para entrar con Farcaster',
    'farcaster.preparing': 'Preparando el inicio de sesión',
    'farcaster.waiting': 'Esperando tu aprobación…',
    'farcaster.verifying': 'Terminando tu inicio de sesión con Farcaster…',
    'farcaster.open': 'Abrir el enlace de inicio de sesión',
    'farcaster.copy': 'Copiar enlace',
    'farcaster.copied': 'Enlace copiado',
    'farcaster.cancel': 'Cancelar',
  },
  ja: {
    'view.ConnectingSocial': 'ウィンドウで続行してください',
    'view.ConnectingFarcaster': 'Farcaster でサインイン',
    'connect.social': '{provider} で続行',
    'connect.socialsLabel': 'ソーシャルアカウントでログイン',
    'social.waiting':
      '開いたウィンドウで {provider} にログインしてください。完了するとここで接続されます。',
    'social.verifying': '{provider} でのログインを完了しています…',
    'social.deviceIntro':
      'このブラウザは {provider} アカウントで初めて使われます。アカウントのメールアドレスに承認リンクを送信しました。',
    'social.deviceHint':
      'そのメールを開いて、このブラウザを承認してください。承認されると、ここでログインします。',
    'social.cancel': 'キャンセル',
    'farcaster.scan':
      'この QR コードをスマートフォンで読み取るかリンクを開き、Farcaster でサインインを承認してください。',
    'farcaster.qrLabel': 'Farcaster サインイン用 QR コード',
    'farcaster.preparing': 'サインインを準備しています',
    'farcaster.waiting': '承認を待っています…',
    'farcaster.verifying': 'Farcaster でのログインを完了しています…',
    'farcaster.open': 'サインイン用リンクを開く',
    'farcaster.copy': 'リンクをコピー',
    'farcaster.copied': 'リンクをコピーしました',
    'farcaster.cancel': 'キャンセル',
  },
  ar: {
    'view.ConnectingSocial': 'تابِع في النافذة',
    'view.ConnectingFarcaster': 'تسجيل الدخول عبر Farcaster',
    'connect.social': 'المتابعة باستخدام {provider}',
    'connect.socialsLabel': 'تسجيل الدخول بحساب اجتماعي',
    'social.waiting': 'سجّل الدخول إلى {provider} في النافذة التي فُتحت، وسيتم ربطك هنا.',
    'social.verifying': 'جارٍ إكمال تسجيل دخولك عبر {provider}…',
    'social.deviceIntro':
      'هذا المتصفح جديد على حساب {provider}: أرسلنا رابط موافقة إلى بريد الحساب.',
    'social.deviceHint': 'افتح تلك الرسالة ووافِق على هذا المتصفح. ستُسجَّل دخولك هنا بمجرد الموافقة.',
    'social.cancel': 'إلغاء',
    'farcaster.scan':
      'امسح رمز QR هذا بهاتفك أو افتح الرابط، ثم وافق على تسجيل الدخول في Farcaster.',
    'farcaster.qrLabel': 'رمز QR لتسجيل الدخول عبر Farcaster',
    'farcaster.preparing': 'جارٍ تجهيز تسجيل الدخول',
    'farcaster.waiting': 'في انتظار موافقتك…',
    'farcaster.verifying': 'جارٍ إكمال تسجيل دخولك عبر Farcaster…',
    'farcaster.open': 'فتح رابط تسجيل الدخول',
    'farcaster.copy': 'نسخ الرابط',
    'farcaster.copied': 'تم نسخ الرابط',
    'farcaster.cancel': 'إلغاء',
  },
})
