/** When the dialog is a bottom sheet (styles.ts turns it into one at this width). */
export const SHEET_MEDIA = '(max-width: 430px)'
