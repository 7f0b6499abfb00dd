import { describe, expect, it } from 'vitest'
import {
  connectOrigins,
  headersFile,
  metaContentSecurityPolicy,
  parseHeadersFile,
  type SecurityHeadersConfig,
  securityHeaders,
} from './securityHeaders'
import { PUBLIC_CHAINS } from './src/chain/publicChains'
import { TESTNET_CHAINS } from './src/chain/testnets'
import { PUBLIC_UNI_PROTOCOL } from './src/chain/uniProtocol'
import { PUBLIC_GATEWAYS } from './src/lib/contentUri'

const publicBuild: SecurityHeadersConfig = { devnetUrl: '', quoteUrl: '', env: {} }
const directive = (csp: string, name: string): string[] =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? []

describe('security headers', () => {
  it('allows every RPC, default list and gateway host the public chain table and tokens use', () => {
    const allowed = connectOrigins(publicBuild)
    const urls = [
      ...[...PUBLIC_CHAINS, ...TESTNET_CHAINS].flatMap((c) => [...c.rpcUrls, ...c.defaultListUrls]),
      ...PUBLIC_GATEWAYS.ipfs,
      ...PUBLIC_GATEWAYS.ipns,
      ...PUBLIC_GATEWAYS.ar,
      ...Object.values(PUBLIC_UNI_PROTOCOL).flatMap((p) => p.airdrop?.claimFilesBaseUrl ?? []),
    ]
    expect(urls.length).toBeGreaterThan(8)
    for (const url of urls) expect(allowed, url).toContain(new URL(url).origin)
  })

  it('adds the configured devnet host (any port: its nodes), quote service and VITE_RPC_URL_* origins', () => {
    const allowed = connectOrigins({
      devnetUrl: 'http://127.0.0.1:18547',
      quoteUrl: 'http://127.0.0.1:18548/',
      env: { VITE_RPC_URL_1: 'https://eth.example/v3/key, https://backup.example/rpc' },
    })
    expect(allowed).toEqual(
      expect.arrayContaining([
        'http://127.0.0.1:*',
        'http://127.0.0.1:18548',
        'https://eth.example',
        'https://backup.example',
      ]),
    )
    expect(connectOrigins(publicBuild).some((o) => o.startsWith('http:'))).toBe(false)
  })

  it('allows WalletConnect only when its project id is set', () => {
    expect(connectOrigins(publicBuild).join(' ')).not.toContain('walletconnect')
    const withWc = connectOrigins({ ...publicBuild, env: { VITE_WALLETCONNECT_PROJECT_ID: 'abc' } })
    expect(withWc).toContain('wss://*.walletconnect.com')
  })

  it('forbids inline scripts and framing; the meta form leaves frame-ancestors out', () => {
    const headers = securityHeaders(publicBuild)
    const csp = headers['Content-Security-Policy'] ?? ''
    expect(directive(csp, 'script-src')).toEqual(["'self'"])
    // The routing Web Worker and the service worker are files of the app's own origin.
    expect(directive(csp, 'worker-src')).toContain("'self'")
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"])
    expect(headers['X-Frame-Options']).toBe('DENY')
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBeTruthy()
    const meta = metaContentSecurityPolicy(publicBuild)
    expect(meta).not.toContain('frame-ancestors')
    expect(directive(meta, 'script-src')).toEqual(["'self'"])
  })

  it('lets a Safe App deployment name its frame ancestors, without X-Frame-Options', () => {
    const headers = securityHeaders({
      ...publicBuild,
      env: { TIDEPOOL_FRAME_ANCESTORS: 'https://app.safe.global' },
    })
    expect(headers['Content-Security-Policy']).toContain('frame-ancestors https://app.safe.global')
    expect(headers['X-Frame-Options']).toBeUndefined()
  })

  it('round-trips through the _headers file', () => {
    const headers = securityHeaders(publicBuild)
    const file = headersFile(headers)
    expect(file.startsWith('/*\n')).toBe(true)
    expect(parseHeadersFile(`# comment\n${file}/other\n  X-Other: 1\n`)).toEqual(headers)
  })
})
