import { describe, expect, it } from 'vitest'
import { parseRpcUrls } from './rpcConfig.ts'

describe('parseRpcUrls', () => {
  it('reads the lists per chain from the environment and the flags, the flags winning', () => {
    expect(
      parseRpcUrls(['1=https://a.example, https://b.example', '10=http://127.0.0.1:8545'], {
        TIDEPOOL_QUOTE_RPC_1: 'https://env.example',
        TIDEPOOL_QUOTE_RPC_137: 'https://p.example,https://q.example',
        PATH: '/usr/bin',
      }),
    ).toEqual({
      1: ['https://a.example', 'https://b.example'],
      10: ['http://127.0.0.1:8545'],
      137: ['https://p.example', 'https://q.example'],
    })
  })

  it('refuses a flag without a chain id or a URL that is not http(s)', () => {
    expect(() => parseRpcUrls(['https://a.example'], {})).toThrow('expected <chainId>=')
    expect(() => parseRpcUrls(['1='], {})).toThrow('no URL')
    expect(() => parseRpcUrls(['1=ftp://x'], {})).toThrow('not an http(s) URL')
    expect(() => parseRpcUrls([], { TIDEPOOL_QUOTE_RPC_x: 'https://a' })).toThrow('not a chain id')
  })
})
