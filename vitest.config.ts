import { fileURLToPath } from 'node:url'
import { getConfig as getLinguiConfig } from '@lingui/conf'
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel'
import { defineConfig } from 'vitest/config'
import { tokenListValidator } from './apps/web/vite.tokenlistValidator.ts'

// The web app's modules declare their texts with Lingui's msg macro (issue 11 §4): integration
// tests that import a module compile those macros as the app's build does.
const linguiMacros = defineRolldownBabelPreset({
  preset: () => ({
    plugins: [
      [
        '@lingui/babel-plugin-lingui-macro',
        {
          linguiConfig: getLinguiConfig({
            configPath: fileURLToPath(new URL('./apps/web/lingui.config.ts', import.meta.url)),
          }),
        },
      ],
    ],
  }),
  rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
})

// Three projects (see README "Tests"): web (the React app, jsdom), unit (pure Node packages),
// integration (*.int.test.ts against a live devnet started once per run by its global setup).
export default defineConfig({
  test: {
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
        plugins: [tokenListValidator(), babel({ presets: [linguiMacros] })],
        test: {
          name: 'integration',
          environment: 'node',
          include: [
            'packages/*/src/**/*.int.test.ts',
            'services/*/src/**/*.int.test.ts',
            'apps/web/src/**/*.int.test.ts',
          ],
          globalSetup: ['./packages/devnet/src/testing/globalSetup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
