// Integration tests (vitest project 'integration') load the app's modules without its catalogs:
// activate en-US with no compiled messages, so every descriptor reads its source text (the
// en-US wording), as the web project's setup (src/testSetup.tsx) does with the real catalog.
import { i18n } from '@lingui/core'

i18n.loadAndActivate({ locale: 'en-US', messages: {} })
