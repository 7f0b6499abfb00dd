// The add's slippage setting (spec 02 §9: "Default slippage for adding: 0.50%"), the settings
// menu v2 add shows too: Auto is the 0.50 % default; a custom tolerance sets the minimums of an
// in-range add (an out-of-range one stays at 0 %, modules/liquidity addCall).
import { addSlippageBps } from '../../../liquidity'
import { SettingsMenu } from '../../../settings'

export function AddSettings() {
  return (
    <div className="v3-add__settings">
      <SettingsMenu autoSlippageBps={addSlippageBps(false, 'auto')} />
    </div>
  )
}
