import { fileURLToPath } from 'node:url'
import { getConfig as getLinguiConfig } from '@lingui/conf'
import { lingui } from '@lingui/vite-plugin'
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'
import { barrelImports } from './vite.barrels.ts'
import { compileHints } from './vite.compileHints.ts'
import { flatImports, pagePreloadsOnly } from './vite.flatImports.ts'
import { securityHeaders } from './vite.securityHeaders.ts'
import { serviceWorker } from './vite.serviceWorker.ts'
import { tokenListValidator } from './vite.tokenlistValidator.ts'

// TIDEPOOL_DEVNET_URL: where the local replica serves its manifest (default: the port
// `npm start` uses). TIDEPOOL_QUOTE_URL: the routing service (spec 01 §7.1; default: the quote
// service `npm start` runs; empty builds without it, so every quote comes from the in-browser
// engine). Both are read at build time; e2e builds point them at the test run's own ports.
/**
 * The app runs on React 19 and react-dom (issue 11: the product is specified as a React
 * application; session 3 had shipped Preact through preact/compat to save ~35 KB gzip — the
 * budget is now met by loading less before /swap is interactive, see bench/README.md).
 */
/** Lingui's macros run through Babel only in the files that import them (the rest skip Babel). */
const linguiConfigPath = fileURLToPath(new URL('./lingui.config.ts', import.meta.url))
const linguiConfig = getLinguiConfig({ configPath: linguiConfigPath })
const linguiMacros = defineRolldownBabelPreset({
  preset: () => ({ plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]] }),
  rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
})

const devnetUrl = process.env.TIDEPOOL_DEVNET_URL ?? 'http://127.0.0.1:8547'
const quoteUrl = process.env.TIDEPOOL_QUOTE_URL ?? 'http://127.0.0.1:8548'

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
  plugins: [
    // Lingui macros (msg, t, Trans, Plural) compile through Babel, only in files that import
    // them; @lingui/vite-plugin compiles the .po catalogs that i18n/ imports per locale.
    babel({ presets: [linguiMacros] }),
    lingui({ configPath: linguiConfigPath }),
    barrelImports(),
    manifestPreload(),
    tokenListValidator(),
    flatImports(),
    compileHints(),
    // CSP and anti-framing headers from the same build-time config the app reads (issue 17).
    securityHeaders({ devnetUrl, quoteUrl, env: process.env }),
    // The offline app shell (spec 01 §7 item 13), unless VITE_SERVICE_WORKER=false.
    serviceWorker(process.env.VITE_SERVICE_WORKER !== 'false'),
  ],
  // Relative asset URLs: the build runs from any path (a sub-folder, an IPFS gateway's
  // /ipfs/<cid>/), as the reference interface did; the hash router never needs the server.
  base: './',
  define: {
    'import.meta.env.VITE_DEVNET_URL': JSON.stringify(devnetUrl),
    'import.meta.env.VITE_QUOTE_URL': JSON.stringify(quoteUrl),
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  server: { port: 5173, strictPort: true, host: '127.0.0.1' },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
  build: {
    target: 'es2022',
    // No modulepreload polyfill: a browser without it (Safari before 17) only loses the preload hint.
    // Lazy imports preload nothing: their chunks import their whole graph (vite.flatImports.ts).
    modulePreload: pagePreloadsOnly,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // A lazy part or screen keeps its name (VoteArea-….js); a shared chunk is named by its
        // hash alone. Rolldown names a shared chunk after one of its modules ('dist', 'utils',
        // 'errors' three times), a name that tells nothing, and the entry carries every name its
        // lazy imports may preload (Vite's preload map, 169 files): −0.6 KB gzip of the initial
        // JS (issue 29, bench/README.md). The source maps still name every module.
        chunkFileNames: (chunk) =>
          chunk.isDynamicEntry ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            // viem's read path (chain/readActions.ts) in a chunk of its own. Both it and wagmi
            // import the 'viem/actions' barrel, so by default these two actions sat in one chunk
            // with every public action wagmi reaches, and each first read evaluated ~150 KB of
            // signing and transaction code as well (bench/README.md, Lighthouse).
            {
              name: 'viemReads',
              test: /node_modules\/viem\/_esm\/actions\/public\/(getBalance|readContract)\.js$/,
              priority: 1,
              // only these two modules: their dependencies stay where they were (the page's
              // own, such as the JSON-RPC call, stay in the initial chunk)
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  // What the two web test projects share: the root vitest.config.ts declares them from this
  // file, 'web' (jsdom) and 'web-node' (node), each with its own environment and files.
  test: {
    setupFiles: ['src/testSetup.ts'],
    // *.int.test.ts run in the root 'integration' project, against a live devnet.
    exclude: ['src/**/*.int.test.ts', '**/node_modules/**'],
  },
})
