import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { getConfig as getLinguiConfig } from '@lingui/conf'
import { lingui } from '@lingui/vite-plugin'
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'
import { barrelImports } from './vite.barrels.ts'
import { tokenListValidator } from './vite.tokenlistValidator.ts'

// TIDEPOOL_DEVNET_URL: where the local replica serves its manifest (default: the port
// `npm start` uses). TIDEPOOL_QUOTE_URL: the routing service (spec 01 §7.1; default: the quote
// service `npm start` runs; empty builds without it, so every quote comes from the in-browser
// engine). Both are read at build time; e2e builds point them at the test run's own ports.
/**
 * The app is written against React's API and ships Preact 11 through `preact/compat` (issue 5:
 * react-dom alone was 52 of the 194 KB gzip loaded before /swap was interactive; Preact with
 * its compat layer is ~10 KB, and its first render is shorter on slow phones). Everything that imports React —
 * wagmi, TanStack Query, zustand, our code, and in tests Testing Library — gets Preact, so the
 * component tests run on the renderer users get. Types still come from @types/react.
 * Preact 11 passes `ref` as a prop and keeps React's `onChange` on text inputs (as `input`
 * events); it does not put a refused controlled value back (see ui/useControlledInput.ts).
 */
// Absolute paths: wagmi and the other packages in the root node_modules would otherwise resolve
// 'preact' to the Preact 10 that a wallet SDK brings along.
const preactDir = path.dirname(createRequire(import.meta.url).resolve('preact/package.json'))
const preact = (entry: string): string => path.join(preactDir, entry)
const reactOnPreact = [
  { find: /^react$/, replacement: preact('compat') },
  { find: /^react-dom$/, replacement: preact('compat') },
  { find: /^react-dom\/client$/, replacement: preact('compat/client') },
  { find: /^react-dom\/test-utils$/, replacement: preact('test-utils') },
  { find: /^react\/jsx(-dev)?-runtime$/, replacement: preact('jsx-runtime') },
]

/** Lingui's macros run through Babel only in the files that import them (the rest skip Babel). */
const linguiConfigPath = fileURLToPath(new URL('./lingui.config.ts', import.meta.url))
const linguiConfig = getLinguiConfig({ configPath: linguiConfigPath })
const linguiMacros = defineRolldownBabelPreset({
  preset: () => ({ plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]] }),
  rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
})

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
  // JSX compiles to React's automatic runtime, which the aliases above turn into Preact's.
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
  ],
  define: {
    'import.meta.env.VITE_DEVNET_URL': JSON.stringify(devnetUrl),
    'import.meta.env.VITE_QUOTE_URL': JSON.stringify(
      process.env.TIDEPOOL_QUOTE_URL ?? 'http://127.0.0.1:8548',
    ),
  },
  resolve: { alias: reactOnPreact },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  server: { port: 5173, strictPort: true, host: '127.0.0.1' },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // *.int.test.ts run in the root 'integration' project, against a live devnet.
    exclude: ['src/**/*.int.test.ts', '**/node_modules/**'],
    // Vitest loads node_modules with Node, past Vite's aliases: the packages that import React
    // go through Vite instead, and Testing Library through its ES build (its CommonJS one would
    // `require` react-dom itself).
    server: {
      deps: { inline: ['@testing-library/react', 'wagmi', '@tanstack/react-query', 'zustand'] },
    },
    alias: [
      {
        find: /^@testing-library\/react$/,
        replacement: fileURLToPath(
          import.meta
            .resolve('@testing-library/react')
            .replace(/dist\/index\.js$/, 'dist/@testing-library/react.esm.js'),
        ),
      },
    ],
  },
})
