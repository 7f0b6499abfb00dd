import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { CurrencySelect, type ListedToken } from '../../modules/tokens'
import { Placeholder } from './Placeholder'
import './SwapScreen.css'

// spec 01 §2 "URL query parameters": the swap form reads these (issue: swap screen).
const SWAP_PARAMS = ['inputCurrency', 'outputCurrency', 'exactAmount', 'exactField', 'recipient']

/** The swap screen so far: the From / To currency buttons with the token picker (issue 3). */
export function SwapScreen() {
  const [params] = useSearchParams()
  const values = Object.fromEntries(SWAP_PARAMS.map((p) => [p, params.get(p) ?? undefined]))
  const [input, setInput] = useState<ListedToken>()
  const [output, setOutput] = useState<ListedToken>()
  return (
    <Placeholder title="Swap" values={values}>
      <div className="swap-currencies">
        <CurrencySelect label="From" value={input} onChange={setInput} />
        <CurrencySelect label="To" value={output} onChange={setOutput} />
      </div>
    </Placeholder>
  )
}
