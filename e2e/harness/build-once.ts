// `npm run build:app -w e2e`: the production build of the app for the e2e devnet, once per
// `npm test` (issue 30): the initial-JS budget check reads it (`bench:bundle -- --dir`) and the
// e2e step reuses it (TIDEPOOL_E2E_SKIP_BUILD=1) instead of building the app a second time.
import { buildApp } from './build-app.ts'
import { BUILD_URLS, WEB_OUT_DIR } from './paths.ts'

if (process.env.TIDEPOOL_E2E_SKIP_BUILD === '1') {
  throw new Error('build:app builds; unset TIDEPOOL_E2E_SKIP_BUILD')
}
const { ms } = await buildApp(BUILD_URLS.devnetHttp, BUILD_URLS.quote)
console.log(`[e2e] app built in ${(ms / 1000).toFixed(1)} s into ${WEB_OUT_DIR}`)
