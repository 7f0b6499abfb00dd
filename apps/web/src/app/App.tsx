import type { RuntimeConfig } from '../chain/runtimeConfig'

export function App({ config }: { config: RuntimeConfig }) {
  return <div>Tidepool ({config.chains.all.length} chains)</div>
}
