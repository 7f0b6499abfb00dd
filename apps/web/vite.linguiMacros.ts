// Lingui's macros (msg, t, Trans, Plural) compiled through Babel, only in the files that import
// them — for test projects outside apps/web's own config that load the app's modules (the root
// integration project). apps/web/vite.config.ts sets up the same preset for the app itself.
import { fileURLToPath } from 'node:url'
import { getConfig as getLinguiConfig } from '@lingui/conf'
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel'

export function linguiMacros(): ReturnType<typeof babel> {
  const linguiConfig = getLinguiConfig({
    configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)),
  })
  const preset = defineRolldownBabelPreset({
    preset: () => ({ plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]] }),
    rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
  })
  return babel({ presets: [preset] })
}
