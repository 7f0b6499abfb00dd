import { describe, expect, it } from 'vitest'
import { parseSwapUrl } from './urlParams'

const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const parse = (q: string) => parseSwapUrl(new URLSearchParams(q))

describe('parseSwapUrl (spec 01 §2 URL query parameters)', () => {
  it('reads every swap parameter', () => {
    expect(
      parse(
        `inputCurrency=ETH&outputCurrency=${DAI}&exactAmount=1.5&exactField=output&recipient=alice.eth`,
      ),
    ).toEqual({
      inputCurrencyId: 'ETH',
      outputCurrencyId: DAI,
      typedValue: '1.5',
      independentField: 'OUTPUT',
      recipient: 'alice.eth',
    })
  })
  it("accepts 'eth' in any case and addresses in any case", () => {
    const s = parse(`inputCurrency=eth&outputCurrency=${USDC.toLowerCase()}`)
    expect(s.inputCurrencyId).toBe('ETH')
    expect(s.outputCurrencyId).toBe(USDC.toLowerCase())
  })
  it('ignores unknown currencies, bad amounts and bad recipients', () => {
    expect(
      parse('inputCurrency=D%40I&outputCurrency=0x123&exactAmount=abc&recipient=%3Cscript%3E'),
    ).toEqual({
      inputCurrencyId: null,
      outputCurrencyId: null,
      typedValue: '',
      independentField: 'INPUT',
      recipient: null,
    })
  })
  it('keeps a symbol for the chain to resolve as its native coin (issue 33), upper-cased', () => {
    expect(parse('inputCurrency=pol&outputCurrency=BNB')).toMatchObject({
      inputCurrencyId: 'POL',
      outputCurrencyId: 'BNB',
    })
  })
  it('defaults exactField to input', () => {
    expect(parse('exactField=sideways').independentField).toBe('INPUT')
    expect(parse('exactField=INPUT').independentField).toBe('INPUT')
  })
  it('clears the input when both sides name the same currency', () => {
    const s = parse(`inputCurrency=${DAI}&outputCurrency=${DAI.toLowerCase()}`)
    expect(s.inputCurrencyId).toBeNull()
    expect(s.outputCurrencyId).toBe(DAI.toLowerCase())
  })
  it('strips whitespace from the recipient', () => {
    expect(parse(`recipient=${encodeURIComponent(` ${DAI} `)}`).recipient).toBe(DAI)
  })
})
