// Vitest setup of both web projects ('web' under jsdom, 'web-node' under node; see the root
// vitest.config.ts): the en-US catalog is active, as main.tsx makes it before the first render.
import { activateLocale } from './i18n/catalog'

await activateLocale('en-US')
