import { describe, expect, it } from 'vitest'
import { walletLink } from '../../../react/format/walletLink.ts'

const uri = 'wc:abc@2?relay-protocol=irn&symKey=00'
const encoded = encodeURIComponent(uri)

describe('walletLink', () => {
  it('default: a native scheme gets wc?uri= with the URI encoded', () => {
    expect(walletLink('metamask://', uri)).toBe(`metamask://wc?uri=${encoded}`)
  })

  it('parameters: universal links and bare schemes', () => {
    expect(walletLink('https://link.trustwallet.com', uri)).toBe(
      `https://link.trustwallet.com/wc?uri=${encoded}`,
    )
    expect(walletLink('https://rnbwapp.com/', uri)).toBe(`https://rnbwapp.com/wc?uri=${encoded}`)
    expect(walletLink('rainbow:', uri)).toBe(`rainbow://wc?uri=${encoded}`)
    expect(walletLink('zerion', uri)).toBe(`zerion://wc?uri=${encoded}`)
  })
})
