import { SwapForm } from '../../modules/swap'

/** /swap (spec 01 §2 route table). */
export function SwapScreen() {
  return <SwapForm />
}
