import { cleanup, render, screen } from '@testing-library/react'
import { SettingsMenuView } from '../components/SettingsMenuView'

const noop = () => undefined

/**
 * The panel's controls are a lazy chunk (issue 11 §1): open the panel once and wait for them, so
 * the tests after it render the panel synchronously, as the app does once it has loaded.
 */
export async function loadSettingsPanel(): Promise<void> {
  render(
    <SettingsMenuView
      open
      onToggle={noop}
      onClose={noop}
      slippage="auto"
      autoSlippageBps={50}
      deadline={1800}
      showRouterToggle={false}
      clientSideRouter={false}
      expertMode={false}
      exactApprovals={false}
      isDark={false}
      locale="en-US"
      onSlippageChange={noop}
      onDeadlineChange={noop}
      onClientSideRouterChange={noop}
      onExpertModeChange={noop}
      onExactApprovalsChange={noop}
      onDarkModeToggle={noop}
      onLocaleSelect={noop}
    />,
  )
  // An import, not a timing: under a loaded machine (a clean-clone run on 2 cores) it took more
  // than findBy's default second, so it waits up to 8 s (under the 10 s hook timeout of the beforeAll that calls it).
  await screen.findByTestId('slippage-input', {}, { timeout: 8_000 })
  cleanup()
}
