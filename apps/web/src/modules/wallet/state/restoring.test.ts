import { describe, expect, it } from 'vitest'
import { mayRestore } from './restoring'

const none = { recentConnectorId: null, hasInjectedProvider: false, inSafeHost: false }

describe('mayRestore (header button waits instead of flashing Connect Wallet)', () => {
  it('waits when a wallet was used last, even without an injected provider', () => {
    expect(mayRestore({ ...none, recentConnectorId: 'localTestWallet' })).toBe(true)
  })

  it('waits while an injected wallet may still say it authorized this site', () => {
    expect(mayRestore({ ...none, hasInjectedProvider: true })).toBe(true)
  })

  it('waits inside an iframe, a possible Safe host', () => {
    expect(mayRestore({ ...none, inSafeHost: true })).toBe(true)
  })

  it("shows 'Connect Wallet' at once when there is nothing to ask", () => {
    expect(mayRestore(none)).toBe(false)
  })
})
