import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { pageSearch, storePageParams, wantsPseudoLocale } from './app/settings/globalParams'
import { loadRuntimeConfig } from './chain/runtimeConfig'
import { activateLocale, I18nRoot, navigatorLocale, resolveLocale } from './i18n'
import { persistUserSettings, resolveDarkMode, useUserStore } from './modules/user'
import { applyTheme } from './ui'
import './ui/global.css'

const root = document.getElementById('root')
if (!root) throw new Error('index.html lost its #root element')

// Theme before the runtime config arrives (up to a few seconds when the devnet is down), so the
// loading screen is already in the user's colours: ?theme, else the stored choice, else the system.
// ?theme, ?ape and ?lng before the hash (`/?theme=dark#/swap`) are stored here, as the user's
// choice (after persistence starts, so the change is saved); UserSettingsSync reads the hash part.
persistUserSettings()
const fromUrl = storePageParams(window.location, useUserStore.getState()).darkMode
const systemDark = window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false
applyTheme(
  resolveDarkMode(fromUrl ?? useUserStore.getState().darkMode, systemDark) ? 'dark' : 'light',
)

// spec 01 §7 item 13: the service worker (an offline app shell), registered unless the build
// flag VITE_SERVICE_WORKER is 'false'; its code loads after the page, out of the initial JS, and
// it installs once the start-up has stopped loading files (whenPageSettled says why).
if (import.meta.env.PROD && import.meta.env.VITE_SERVICE_WORKER !== 'false') {
  addEventListener('load', () =>
    import('./app/serviceWorker').then(async (m) => {
      await m.whenPageSettled({ quietMs: 2_000, maxMs: 20_000 })
      await m.registerServiceWorker()
    }),
  )
}

// The catalog and the runtime config load side by side; the first render waits for both.
Promise.all([
  loadRuntimeConfig(),
  activateLocale(
    wantsPseudoLocale(pageSearch(window.location))
      ? 'pseudo'
      : resolveLocale(useUserStore.getState().userLocale, navigatorLocale()),
  ),
]).then(([config]) => {
  createRoot(root).render(
    <StrictMode>
      <I18nRoot>
        <App config={config} />
      </I18nRoot>
    </StrictMode>,
  )
})
