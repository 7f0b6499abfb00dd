import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { defineConfig } from 'vitest/config'
import { linguiMacros } from './apps/web/vite.linguiMacros.ts'
import { tokenListValidator } from './apps/web/vite.tokenlistValidator.ts'

// Five projects (see README "Tests"): web and web-node (the React app: jsdom, and node for its
// tests that need no DOM), web-mocking (its tests that mock modules, isolated), unit (pure Node
// packages), integration (*.int.test.ts against a live devnet started once per run by its global
// setup).

const web = path.join(import.meta.dirname, 'apps/web')
/** The web app's *.test.ts outside src/ (its build plugins' tests). */
const webRootTests = [
  'securityHeaders.test.ts',
  'vite.serviceWorker.test.ts',
  'vite.barrels.test.ts',
  'vite.compileHints.test.ts',
  'vite.flatImports.test.ts',
]

/** The web app's unit test files (relative to apps/web) whose source matches `marker`. */
function webTestsMarked(marker: RegExp): string[] {
  const candidates = [
    ...readdirSync(path.join(web, 'src'), { recursive: true, encoding: 'utf8' }).map((f) =>
      path.join('src', f),
    ),
    ...webRootTests,
  ]
  return candidates
    .filter((f) => /\.test\.tsx?$/.test(f) && !f.endsWith('.int.test.ts'))
    .filter((f) => marker.test(readFileSync(path.join(web, f), 'utf8')))
    .map((f) => f.split(path.sep).join('/'))
}

/**
 * The rule that splits the web app's tests (issue 30): every *.test.tsx runs under jsdom, and a
 * *.test.ts runs under node unless it needs a DOM (window, document, localStorage, a rendered
 * hook) and says so with the docblock Vitest reads, `// @vitest-environment jsdom`. Those files
 * go to the 'web' project, so they get its setup too. A new .test.ts that fails under node with
 * "window is not defined" (or reads undefined off `document`) needs the docblock.
 */
const domTests = webTestsMarked(/@vitest-environment\s+jsdom\b/).filter((f) => f.endsWith('.ts'))
/**
 * Files that replace modules with `vi.mock` (or reload them, `vi.resetModules`) run in a project
 * of their own, isolated: in a worker
 * shared with other files, a module cached before the mock (or mocked for another file) would
 * leak across (Blocklist.test.tsx's mocked wagmi emptied useTokenBalances.test.tsx's reads).
 */
const mockingTests = webTestsMarked(/\bvi\.((do)?mock|resetModules)\(/)

// Issue 30: the unit projects share a worker's modules (and its jsdom) between test files
// instead of importing everything again for each of ~320 files: 200 s of the unit run was
// 136 s of imports and 95 s of jsdom set-ups, summed over workers. Tests must not lean on
// another file's leftovers: shared fixtures return new objects (quote/testing/fixtures.ts),
// and each web file starts with empty storage and an empty document (src/testSetup.dom.tsx).
// The integration project keeps isolation (one devnet, state per file).
const isolate = false

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: on CI's 2 cores that is one worker, and
    // the unit run took 256 s with the main process mostly idle. Every core runs a worker.
    maxWorkers: availableParallelism(),
    // After the default summary, the ten test files that cost the most (issue 30).
    reporters: ['default', './scripts/vitest-slowest-reporter.ts'],
    projects: [
      // apps/web/vite.config.ts's `test` block holds what both web projects share (setup file,
      // excludes); these two split the app's tests by environment (webDomTests above). Setting
      // up jsdom was most of each web file's time in the unit run, and most .test.ts never use it.
      {
        extends: './apps/web/vite.config.ts',
        root: './apps/web',
        test: {
          name: 'web',
          isolate,
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', ...domTests],
          exclude: mockingTests,
          // After the shared src/testSetup.ts. An absolute path: knip reads it from the root.
          setupFiles: [path.join(web, 'src/testSetup.dom.tsx')],
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        root: './apps/web',
        test: {
          name: 'web-mocking',
          isolate: true,
          environment: 'jsdom',
          include: mockingTests,
          setupFiles: [path.join(web, 'src/testSetup.dom.tsx')],
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        root: './apps/web',
        test: {
          name: 'web-node',
          isolate,
          environment: 'node',
          include: ['src/**/*.test.ts', ...webRootTests],
          exclude: [...domTests, ...mockingTests],
        },
      },
      {
        test: {
          name: 'unit',
          isolate,
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'services/*/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        // The web app's integration tests validate token lists with the build-time validator.
        // The app's modules carry Lingui `msg` descriptors (issue 11 §4): compile their macros.
        plugins: [tokenListValidator(), linguiMacros()],
        test: {
          name: 'integration',
          environment: 'node',
          include: [
            'packages/*/src/**/*.int.test.ts',
            'services/*/src/**/*.int.test.ts',
            'apps/web/src/**/*.int.test.ts',
          ],
          globalSetup: ['./packages/devnet/src/testing/globalSetup.ts'],
          setupFiles: ['./apps/web/src/i18n/testing/sourceLocale.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
