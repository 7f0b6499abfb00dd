import { useLingui } from '@lingui/react'
import type { CSSProperties, KeyboardEvent } from 'react'
import { sliderKeyValue } from './sliderKeys'
import { SLIDER_STRINGS as STRINGS } from './strings'
import './Slider.css'

export interface SliderProps {
  /** Names the slider ('Amount'). */
  label: string
  /** 0–100 by default: a percent. */
  value: number
  onChange: (value: number) => void
  min?: number
  max?: number
  step?: number
  /** Quick buttons; the largest reads 'Max' (spec 02 §2: 25%, 50%, 75%, Max). Empty: none. */
  presets?: readonly number[]
  /** The value as read out and shown (default '{value}%'). */
  formatValue?: (value: number) => string
  /** Show the value in large type above the track (the remove screens). */
  showValue?: boolean
  disabled?: boolean
  testId?: string
}

const DEFAULT_PRESETS = [25, 50, 75, 100] as const

/**
 * A range slider with preset buttons (issue 11 §2; spec 02 §2 Remove v3 and v2 simple mode). A
 * native range input, so pointer and touch work everywhere; keys are handled here so they act the
 * same in every browser and direction (sliderKeys.ts), and aria-valuenow/-valuetext are explicit.
 */
export function Slider({
  label,
  value,
  onChange,
  min = 0,
  max = 100,
  step = 1,
  presets = DEFAULT_PRESETS,
  formatValue,
  showValue = false,
  disabled = false,
  testId,
}: SliderProps) {
  const { _ } = useLingui()
  const percentText = (v: number) => _({ ...STRINGS.percentPreset, values: { percent: v } })
  const text = formatValue ?? percentText
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl'
    const next = sliderKeyValue(e.key, value, { min, max, step }, rtl)
    if (next === null) return
    e.preventDefault()
    if (next !== value) onChange(next)
  }
  const fill = ((value - min) / (max - min || 1)) * 100
  const top = Math.max(...presets)
  return (
    <div className={`slider${disabled ? ' slider--disabled' : ''}`} data-testid={testId}>
      {showValue && (
        <output className="slider__value" aria-hidden="true">
          {text(value)}
        </output>
      )}
      <input
        type="range"
        className="slider__input"
        aria-label={label}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={text(value)}
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={disabled}
        style={{ '--slider-fill': `${fill}%` } as CSSProperties}
        onChange={(e) => onChange(Number(e.currentTarget.value))}
        onKeyDown={onKeyDown}
      />
      {presets.length > 0 && (
        <div className="slider__presets">
          {presets.map((p) => (
            <button
              key={p}
              type="button"
              className="slider__preset"
              aria-pressed={p === value}
              disabled={disabled}
              onClick={() => onChange(p)}
            >
              {p === top && top === max ? _(STRINGS.max) : percentText(p)}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
