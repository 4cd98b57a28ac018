import { describe, expect, it } from 'vitest'
import { ar } from '../../../react/i18n/ar.ts'
import { en } from '../../../react/i18n/en.ts'
import { es } from '../../../react/i18n/es.ts'
import { ja } from '../../../react/i18n/ja.ts'
import { loadCatalogue, loadedCatalogue } from '../../../react/i18n/loadCatalogue.ts'
import { t } from '../../../react/i18n/t.ts'
import { catalogueProblems } from '../support/catalogueProblems.ts'

const catalogues = { es, ja, ar } as const

// Names of products and an example address read the same in every language; Spanish says
// "Tokens" too.
const sameAsEnglish = [
  'view.ConnectingWalletConnect',
  'view.ConnectingWalletConnectBasic',
  'view.other',
  'connect.emailPlaceholder',
  // 'EOA' (externally owned account) is the term wallets use in every language.
  'account.typeEoa',
]
const sameInSpanish = ['account.tokens']

describe('catalogues', () => {
  it.each(Object.entries(catalogues))(
    'default: %s has every English id, no other, with the same placeholders and its plural forms',
    (locale, catalogue) => {
      expect(catalogueProblems(catalogue, locale, en)).toEqual([])
      // English itself passes the check (one, other).
      expect(catalogueProblems(en, 'en', en)).toEqual([])
    },
  )

  it.each(Object.entries(catalogues))(
    'behavior: %s is translated, not English',
    (locale, catalogue) => {
      const allowed = new Set([...sameAsEnglish, ...(locale === 'es' ? sameInSpanish : [])])
      const copies = Object.entries(catalogue)
        .filter(([id, text]) => JSON.stringify(text) === JSON.stringify(en[id as keyof typeof en]))
        .map(([id]) => id)
        .filter((id) => !allowed.has(id))
      expect(copies).toEqual([])
    },
  )

  it('behavior: the check fails on a missing id, an extra id and a placeholder mismatch', () => {
    const { 'modal.back': _, ...missing } = es
    expect(catalogueProblems(missing, 'es', en)).toEqual(['modal.back: missing'])
    expect(catalogueProblems({ ...es, 'modal.forward': 'Adelante' }, 'es', en)).toEqual([
      'modal.forward: not in English',
    ])
    expect(
      catalogueProblems({ ...es, 'connecting.waiting': 'Continúa en {nombre}' }, 'es', en),
    ).toEqual(['connecting.waiting: placeholders nombre ≠ name'])
    expect(catalogueProblems({ ...es, 'connecting.waiting': 'Continúa' }, 'es', en)).toEqual([
      'connecting.waiting: placeholders  ≠ name',
    ])
  })

  it('behavior: the check fails on plural forms the language does not have, or lacks', () => {
    // Spanish has one, many, other; Japanese only other.
    expect(
      catalogueProblems({ ...ja, 'allWallets.count': { one: 'x', other: '{count}' } }, 'ja', en),
    ).toEqual(['allWallets.count: plural forms one,other ≠ other'])
    expect(
      catalogueProblems({ ...es, 'allWallets.count': { other: '{count} billeteras' } }, 'es', en),
    ).toEqual(['allWallets.count: plural forms other ≠ many,one,other'])
    expect(
      catalogueProblems({ ...es, 'allWallets.count': 'billeteras' } as never, 'es', en),
    ).toEqual(['allWallets.count: plural in one, not the other'])
    expect(
      catalogueProblems(
        { ...ar, 'allWallets.count': { ...ar['allWallets.count'], two: '{n} محفظتان' } },
        'ar',
        en,
      ),
    ).toEqual(['allWallets.count.two: placeholders n not in English'])
  })

  it('behavior: each language loads on demand, once', async () => {
    expect(loadedCatalogue('en')).toBe(en)
    const first = loadCatalogue('ja')
    expect(loadCatalogue('ja')).toBe(first)
    expect(await first).toBe(ja)
    expect(loadedCatalogue('ja')).toBe(ja)
    expect(await loadCatalogue('ar')).toBe(ar)
  })
})

describe('t', () => {
  it('parameters: plural forms by the language’s rules (Intl.PluralRules)', () => {
    const count = (n: number, locale: string, catalogue = en as never) =>
      t('allWallets.count', { count: n }, catalogue, locale)
    expect([1, 2, 1200].map((n) => count(n, 'en'))).toEqual([
      '1 wallet',
      '2 wallets',
      '1,200 wallets',
    ])
    expect([1, 5, 1_000_000].map((n) => count(n, 'es', es as never))).toEqual([
      '1 billetera',
      '5 billeteras',
      '1.000.000 de billeteras',
    ])
    expect([1, 7].map((n) => count(n, 'ja', ja as never))).toEqual([
      'ウォレット 1 件',
      'ウォレット 7 件',
    ])
    expect([0, 1, 2, 3, 11, 100].map((n) => count(n, 'ar', ar as never))).toEqual([
      'لا توجد محافظ',
      'محفظة واحدة',
      'محفظتان',
      `${new Intl.NumberFormat('ar').format(3)} محافظ`,
      `${new Intl.NumberFormat('ar').format(11)} محفظةً`,
      `${new Intl.NumberFormat('ar').format(100)} محفظة`,
    ])
  })

  it('behavior: a plural message without a count uses its other form', () => {
    expect(t('allWallets.count')).toBe('{count} wallets')
  })
})
