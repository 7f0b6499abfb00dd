import { type ChangeEvent, useCallback, useRef } from 'react'

/**
 * An `onChange` for a controlled text input whose handler may refuse an edit (a letter in an
 * amount, spec 01 §5 "Amount input"; a second separator in the slippage box). React puts the
 * controlled value back after every event; Preact, which the app ships (apps/web/vite.config.ts),
 * only writes `value` when it re-renders, and a refused edit re-renders nothing, so the refused
 * text would stay on screen while the state holds the old value. After the handler has run and
 * any re-render it caused has been flushed, the box is set back to the value the component last
 * rendered.
 */
export function useControlledInput(
  value: string,
  onValue: (next: string) => void,
): (event: ChangeEvent<HTMLInputElement>) => void {
  const rendered = useRef(value)
  rendered.current = value
  const handler = useRef(onValue)
  handler.current = onValue
  return useCallback((event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    handler.current(input.value)
    // A microtask queued after the handler's: Preact flushes the render the handler asked for in
    // a microtask queued first, so this sees its value. Not a timer: a keystroke handled before
    // the timer would be merged into the refused text and lost with it.
    queueMicrotask(() => {
      if (input.value !== rendered.current) input.value = rendered.current
    })
  }, [])
}
