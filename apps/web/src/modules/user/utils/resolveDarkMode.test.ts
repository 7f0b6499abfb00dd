import { describe, expect, it } from 'vitest'
import { resolveDarkMode } from './resolveDarkMode'

describe('resolveDarkMode', () => {
  it("follows the system while the user hasn't chosen", () => {
    expect(resolveDarkMode(null, true)).toBe(true)
    expect(resolveDarkMode(null, false)).toBe(false)
  })

  it("lets the user's choice win over the system", () => {
    expect(resolveDarkMode(false, true)).toBe(false)
    expect(resolveDarkMode(true, false)).toBe(true)
  })
})
