import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { linguiMacros } from './apps/web/vite.linguiMacros.ts'
import { tokenListValidator } from './apps/web/vite.tokenlistValidator.ts'

// Three projects (see README "Tests"): web (the React app, jsdom), unit (pure Node packages),
// integration (*.int.test.ts against a live devnet started once per run by its global setup).
export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: on CI's 2 cores that is one worker, and
    // the unit run took 256 s with the main process mostly idle. Every core runs a worker.
    maxWorkers: availableParallelism(),
    projects: [
      './apps/web',
      {
        test: {
          name: 'unit',
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
