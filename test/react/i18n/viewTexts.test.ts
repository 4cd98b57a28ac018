import { describe, expect, it } from 'vitest'
import { viewTexts } from '../../../react/i18n/viewTexts.ts'

describe('viewTexts', () => {
  it('rule: a view’s texts name every language and, in each, every English id (or do not compile)', () => {
    const en = { 'view.Nfts': 'NFTs', 'nfts.count': { one: '{count} NFT', other: '{count} NFTs' } }
    const texts = viewTexts({
      en,
      es: { 'view.Nfts': 'NFT', 'nfts.count': { one: '{count} NFT', other: '{count} NFT' } },
      ja: { 'view.Nfts': 'NFT', 'nfts.count': { other: '{count} 件の NFT' } },
      ar: { 'view.Nfts': 'NFT', 'nfts.count': { other: '{count} NFT' } },
    })
    // @ts-expect-error Arabic is missing: every language Latch speaks must have the view's texts.
    viewTexts({ en, es: texts.es, ja: texts.ja })
    // @ts-expect-error 'nfts.count' is missing in Japanese.
    viewTexts({ en, es: texts.es, ja: { 'view.Nfts': 'NFT' }, ar: texts.ar })
    viewTexts({
      en,
      es: texts.es,
      ja: texts.ja,
      // @ts-expect-error a plain text where English has plural forms.
      ar: { 'view.Nfts': 'NFT', 'nfts.count': 'NFT' },
    })
    expect(texts.ja['nfts.count']).toEqual({ other: '{count} 件の NFT' })
  })
})
