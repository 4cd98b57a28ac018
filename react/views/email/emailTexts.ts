import { viewTexts } from '../../i18n/viewTexts.ts'

/**
 * The texts only the email folder's views show, their titles (EmailLogin, EmailVerifyOtp,
 * EmailVerifyDevice, UpdateEmailWallet) first, in every language Latch speaks: `npm run codegen`
 * copies each language into its catalogue (react/i18n/<language>.gen.ts).
 */
export const emailTexts = viewTexts({
  en: {
    'view.EmailLogin': 'Log in with e-mail',
    'view.EmailVerifyOtp': 'Confirm E-mail',
    'view.EmailVerifyDevice': 'Register Device',
    'view.UpdateEmailWallet': 'Update E-mail',
    'connect.emailLabel': 'E-mail',
    'connect.emailPlaceholder': 'you@example.com',
    'connect.emailComing':
      'E-mail login arrives with the embedded wallet; it is not available yet.',
    'email.continue': 'Continue',
    'email.sending': 'Sending code…',
    'email.invalid': 'Enter a valid e-mail address',
    'email.otpIntro': 'Enter the 6-digit code we sent to {email}.',
    'email.deviceIntro': 'Approve this device from the e-mail we sent to {email}.',
    'email.deviceHint':
      'Open the link in that e-mail and approve the device; the code comes next. The link works once, for 15 minutes.',
    'email.deviceResend': 'Send a new link',
    'updateEmail.intro': 'Your wallet’s e-mail is {email}. Enter the new address.',
    'updateEmail.introUnknown': 'Enter the new address for your wallet.',
    'updateEmail.how': 'We send a code to your current e-mail, then one to the new address.',
    'updateEmail.label': 'New e-mail',
    'updateEmail.submit': 'Send code',
    'updateEmail.primaryIntro': 'Enter the 6-digit code we sent to your current e-mail, {email}.',
    'updateEmail.secondaryIntro': 'Now enter the 6-digit code we sent to {email}.',
    'updateEmail.done': 'Your wallet’s e-mail is now {email}.',
    'updateEmail.back': 'Back to account',
  },
  es: {
    'view.EmailLogin': 'Entrar con correo electrónico',
    'view.EmailVerifyOtp': 'Confirmar correo',
    'view.EmailVerifyDevice': 'Registrar dispositivo',
    'view.UpdateEmailWallet': 'Cambiar correo',
    'connect.emailLabel': 'Correo electrónico',
    'connect.emailPlaceholder': 'tu@ejemplo.com',
    'connect.emailComing':
      'El acceso por correo llega con la billetera integrada; todavía no está disponible.',
    'email.continue': 'Continuar',
    'email.sending': 'Enviando código…',
    'email.invalid': 'Escribe un correo electrónico válido',
    'email.otpIntro': 'Escribe el código de 6 dígitos que enviamos a {email}.',
    'email.deviceIntro': 'Aprueba este dispositivo desde el correo que enviamos a {email}.',
    'email.deviceHint':
      'Abre el enlace de ese correo y aprueba el dispositivo; después viene el código. El enlace sirve una sola vez, durante 15 minutos.',
    'email.deviceResend': 'Enviar un enlace nuevo',
    'updateEmail.intro': 'El correo de tu billetera es {email}. Escribe la nueva dirección.',
    'updateEmail.introUnknown': 'Escribe la nueva dirección de correo de tu billetera.',
    'updateEmail.how':
      'Enviaremos un código a tu correo actual y después otro a la nueva dirección.',
    'updateEmail.label': 'Correo nuevo',
    'updateEmail.submit': 'Enviar código',
    'updateEmail.primaryIntro':
      'Escribe el código de 6 dígitos que enviamos a tu correo actual, {email}.',
    'updateEmail.secondaryIntro': 'Ahora escribe el código de 6 dígitos que enviamos a {email}.',
    'updateEmail.done': 'El correo de tu billetera ahora es {email}.',
    'updateEmail.back': 'Volver a la cuenta',
  },
  ja: {
    'view.EmailLogin': 'メールアドレスでログイン',
    'view.EmailVerifyOtp': 'メールアドレスの確認',
    'view.EmailVerifyDevice': 'デバイスの登録',
    'view.UpdateEmailWallet': 'メールアドレスの変更',
    'connect.emailLabel': 'メールアドレス',
    'connect.emailPlaceholder': 'you@example.com',
    'connect.emailComing':
      'メールでのログインは組み込みウォレットとともに提供予定で、まだご利用いただけません。',
    'email.continue': '続行',
    'email.sending': 'コードを送信中…',
    'email.invalid': '有効なメールアドレスを入力してください',
    'email.otpIntro': '{email} に送信した 6 桁のコードを入力してください。',
    'email.deviceIntro': '{email} に送信したメールから、このデバイスを承認してください。',
    'email.deviceHint':
      'メール内のリンクを開いてデバイスを承認すると、次にコードの入力に進みます。リンクは 15 分間、1 回だけ有効です。',
    'email.deviceResend': '新しいリンクを送信',
    'updateEmail.intro':
      'ウォレットのメールアドレスは {email} です。新しいアドレスを入力してください。',
    'updateEmail.introUnknown': 'ウォレットの新しいメールアドレスを入力してください。',
    'updateEmail.how': '現在のメールアドレスにコードを送信し、続いて新しいアドレスにも送信します。',
    'updateEmail.label': '新しいメールアドレス',
    'updateEmail.submit': 'コードを送信',
    'updateEmail.primaryIntro':
      '現在のメールアドレス {email} に送信した 6 桁のコードを入力してください。',
    'updateEmail.secondaryIntro': '次に、{email} に送信した 6 桁のコードを入力してください。',
    'updateEmail.done': 'ウォレットのメールアドレスを {email} に変更しました。',
    'updateEmail.back': 'アカウントに戻る',
  },
  ar: {
    'view.EmailLogin': 'تسجيل الدخول بالبريد الإلكتروني',
    'view.EmailVerifyOtp': 'تأكيد البريد الإلكتروني',
    'view.EmailVerifyDevice': 'تسجيل الجهاز',
    'view.UpdateEmailWallet': 'تغيير البريد الإلكتروني',
    'connect.emailLabel': 'البريد الإلكتروني',
    'connect.emailPlaceholder': 'you@example.com',
    'connect.emailComing':
      'سيتوفر تسجيل الدخول بالبريد الإلكتروني مع المحفظة المدمجة؛ وهو غير متاح بعد.',
    'email.continue': 'متابعة',
    'email.sending': 'جارٍ إرسال رمز التحقق…',
    'email.invalid': 'أدخل عنوان بريد إلكتروني صالحًا',
    'email.otpIntro': 'أدخل رمز التحقق المكوّن من 6 أرقام الذي أرسلناه إلى {email}.',
    'email.deviceIntro': 'وافِق على هذا الجهاز من الرسالة التي أرسلناها إلى {email}.',
    'email.deviceHint':
      'افتح الرابط في تلك الرسالة ووافق على الجهاز، ثم يأتي رمز التحقق. يعمل الرابط مرة واحدة فقط، لمدة 15 دقيقة.',
    'email.deviceResend': 'إرسال رابط جديد',
    'updateEmail.intro': 'البريد الإلكتروني لمحفظتك هو {email}. أدخل العنوان الجديد.',
    'updateEmail.introUnknown': 'أدخل عنوان البريد الإلكتروني الجديد لمحفظتك.',
    'updateEmail.how': 'سنرسل رمزًا إلى بريدك الحالي، ثم رمزًا آخر إلى العنوان الجديد.',
    'updateEmail.label': 'البريد الإلكتروني الجديد',
    'updateEmail.submit': 'إرسال الرمز',
    'updateEmail.primaryIntro':
      'أدخل الرمز المكوّن من 6 أرقام الذي أرسلناه إلى بريدك الحالي، {email}.',
    'updateEmail.secondaryIntro': 'أدخل الآن الرمز المكوّن من 6 أرقام الذي أرسلناه إلى {email}.',
    'updateEmail.done': 'أصبح البريد الإلكتروني لمحفظتك {email}.',
    'updateEmail.back': 'العودة إلى الحساب',
  },
})
