import react from '@vitejs/plugin-react'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'
import { barrelImports } from './vite.barrels.ts'
import { tokenListValidator } from './vite.tokenlistValidator.ts'

// TIDEPOOL_DEVNET_URL: where the local replica serves its manifest (default: the port
// `npm start` uses). TIDEPOOL_QUOTE_URL: the routing service (spec 01 §7.1; default: the quote
// service `npm start` runs; empty builds without it, so every quote comes from the in-browser
// engine). Both are read at build time; e2e builds point them at the test run's own ports.
const devnetUrl = process.env.TIDEPOOL_DEVNET_URL ?? 'http://127.0.0.1:8547'

/**
 * The app renders only once the devnet manifest is in (main.tsx → loadRuntimeConfig): fetching
 * it while the scripts download, not after they ran, takes a round trip off the first render
 * (issue 5, Lighthouse). `crossorigin` makes the preload match the app's plain fetch().
 */
function manifestPreload(): Plugin {
  return {
    name: 'tidepool-manifest-preload',
    apply: 'build',
    transformIndexHtml: () =>
      devnetUrl
        ? [
            {
              tag: 'link',
              attrs: {
                rel: 'preload',
                href: `${devnetUrl}/manifest.json`,
                as: 'fetch',
                crossorigin: 'anonymous',
              },
              injectTo: 'head',
            },
          ]
        : [],
  }
}

export default defineConfig({
  // Build only: barrelImports keeps on-demand viem/wagmi code out of the initial chunks, and the
  // manifest is fetched alongside the scripts (issue 5).
  plugins: [react(), barrelImports(), manifestPreload(), tokenListValidator()],
  define: {
    'import.meta.env.VITE_DEVNET_URL': JSON.stringify(devnetUrl),
    'import.meta.env.VITE_QUOTE_URL': JSON.stringify(
      process.env.TIDEPOOL_QUOTE_URL ?? 'http://127.0.0.1:8548',
    ),
  },
  server: { port: 5173, strictPort: true, host: '127.0.0.1' },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
  build: { target: 'es2022', sourcemap: true },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // *.int.test.ts run in the root 'integration' project, against a live devnet.
    exclude: ['src/**/*.int.test.ts', '**/node_modules/**'],
  },
})
