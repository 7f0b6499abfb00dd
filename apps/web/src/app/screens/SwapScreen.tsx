import { useSearchParams } from 'react-router'
import { Placeholder } from './Placeholder'

// spec 01 §2 "URL query parameters": the swap form reads these (issue: swap screen).
const SWAP_PARAMS = ['inputCurrency', 'outputCurrency', 'exactAmount', 'exactField', 'recipient']

export function SwapScreen() {
  const [params] = useSearchParams()
  const values = Object.fromEntries(SWAP_PARAMS.map((p) => [p, params.get(p) ?? undefined]))
  return <Placeholder title="Swap" values={values} />
}
