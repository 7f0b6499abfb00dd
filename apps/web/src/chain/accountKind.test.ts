import { type Address, createClient, custom, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { classifyAccountCode, getAccountKind, signsPermits } from './accountKind'

const DELEGATE = '1111111111111111111111111111111111111111'

describe('the smart-wallet check (issue 18)', () => {
  it('an account without code is an EOA', () => {
    expect(classifyAccountCode('0x')).toBe('eoa')
    expect(classifyAccountCode(undefined)).toBe('eoa')
    expect(classifyAccountCode(null)).toBe('eoa')
  })

  it('an EIP-7702 delegation designator (0xef0100 + address) is still an EOA', () => {
    expect(classifyAccountCode(`0xef0100${DELEGATE}`)).toBe('delegated-eoa')
    expect(classifyAccountCode(`0xEF0100${DELEGATE.toUpperCase()}`)).toBe('delegated-eoa')
  })

  it('any other code is a contract account, even one starting like a designator', () => {
    expect(classifyAccountCode('0x6080604052')).toBe('contract')
    expect(classifyAccountCode(`0xef0100${DELEGATE}00`)).toBe('contract')
    expect(classifyAccountCode('0xef01')).toBe('contract')
  })

  it('only contract accounts are kept from permits', () => {
    expect(signsPermits('eoa')).toBe(true)
    expect(signsPermits('delegated-eoa')).toBe(true)
    expect(signsPermits('contract')).toBe(false)
  })

  it('reads the code of the account with eth_getCode', async () => {
    const codes: Record<string, Hex> = {
      '0x00000000000000000000000000000000000000aa': '0x',
      '0x00000000000000000000000000000000000000bb': `0xef0100${DELEGATE}`,
      '0x00000000000000000000000000000000000000cc': '0x60806040',
    }
    const asked: unknown[] = []
    const client = createClient({
      transport: custom({
        async request({ method, params }) {
          asked.push(method)
          if (method !== 'eth_getCode') throw new Error(method)
          return codes[(params as [string])[0].toLowerCase()] ?? '0x'
        },
      }),
    })
    const kind = (a: string) => getAccountKind(client, a as Address)
    expect(await kind('0x00000000000000000000000000000000000000aa')).toBe('eoa')
    expect(await kind('0x00000000000000000000000000000000000000bb')).toBe('delegated-eoa')
    expect(await kind('0x00000000000000000000000000000000000000cc')).toBe('contract')
    expect(asked).toEqual(['eth_getCode', 'eth_getCode', 'eth_getCode'])
  })
})
