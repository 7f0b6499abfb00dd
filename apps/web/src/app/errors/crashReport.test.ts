import { describe, expect, it } from 'vitest'
import { crashedForm, isProductionHost, issueUrl } from './crashReport'

describe('crash report', () => {
  it('offers issue links only on the production host', () => {
    expect(isProductionHost('App.Tidepool.exchange', 'app.tidepool.exchange')).toBe(true)
    expect(isProductionHost('127.0.0.1', 'app.tidepool.exchange')).toBe(false)
  })

  it('names the form of the crashed route', () => {
    expect(crashedForm('#/swap?inputCurrency=ETH')).toBe('swap')
    expect(crashedForm('#/add/v2/ETH')).toBe('add v2')
    expect(crashedForm('#/add/ETH/0xabc/500')).toBe('add v3')
    expect(crashedForm('#/increase/ETH/0xabc/500/1')).toBe('add v3')
    expect(crashedForm('#/remove/v2/ETH/0xabc')).toBe('remove v2')
    expect(crashedForm('#/remove/7')).toBe('remove v3')
    expect(crashedForm('#/pool')).toBeNull()
    expect(crashedForm('')).toBeNull()
  })

  it('prefills the issue with the error, stack and route', () => {
    const error = new Error('boom')
    error.stack = 'Error: boom\n    at Swap'
    const url = new URL(
      issueUrl({ issuesUrl: 'https://example.org/new', error, hash: '#/swap', userAgent: 'UA' }),
    )
    expect(url.searchParams.get('title')).toBe('Crash report: Error: boom')
    const body = url.searchParams.get('body') ?? ''
    expect(body).toContain('at Swap')
    expect(body).toContain('Route: `#/swap`')
    expect(body).toContain('Form: swap')
  })
})
