import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { nextRovingIndex } from './rovingKeys'
import { SegmentedControl } from './SegmentedControl'
import { Tabs } from './Tabs'

afterEach(cleanup)

function TabsHarness() {
  const [value, setValue] = useState<'a' | 'b' | 'c'>('a')
  return (
    <Tabs
      label="Mode"
      value={value}
      onChange={setValue}
      items={[
        { value: 'a', label: 'Simple', content: <p>simple panel</p> },
        { value: 'b', label: 'Detailed', content: <p>detailed panel</p> },
        { value: 'c', label: 'Advanced', content: <p>advanced panel</p> },
      ]}
    />
  )
}

describe('Tabs', () => {
  it('has one Tab stop and arrow keys select and focus the next tab, wrapping', () => {
    render(<TabsHarness />)
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1])
    expect(screen.getByRole('tablist', { name: 'Mode' })).toBeTruthy()
    fireEvent.keyDown(tabs[0] as HTMLElement, { key: 'ArrowRight' })
    const second = screen.getByRole('tab', { name: 'Detailed' })
    expect(second.getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(second)
    expect(screen.getByRole('tabpanel').textContent).toBe('detailed panel')
    fireEvent.keyDown(second, { key: 'End' })
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Advanced' }), { key: 'ArrowRight' })
    expect(screen.getByRole('tab', { name: 'Simple' }).getAttribute('aria-selected')).toBe('true')
  })

  it('labels the panel with its tab', () => {
    render(<TabsHarness />)
    expect(screen.getByRole('tabpanel', { name: 'Simple' })).toBeTruthy()
  })
})

describe('SegmentedControl', () => {
  it('is a radio group whose arrows move the choice', () => {
    function Harness() {
      const [v, setV] = useState<'x' | 'y'>('x')
      return (
        <SegmentedControl
          label="Rate"
          value={v}
          onChange={setV}
          options={[
            { value: 'x', label: 'ETH' },
            { value: 'y', label: 'DAI' },
          ]}
        />
      )
    }
    render(<Harness />)
    const eth = screen.getByRole('radio', { name: 'ETH' })
    expect(eth.getAttribute('aria-checked')).toBe('true')
    fireEvent.keyDown(eth, { key: 'ArrowLeft' })
    const dai = screen.getByRole('radio', { name: 'DAI' })
    expect(dai.getAttribute('aria-checked')).toBe('true')
    expect(dai.tabIndex).toBe(0)
    expect(document.activeElement).toBe(dai)
    fireEvent.click(eth)
    expect(eth.getAttribute('aria-checked')).toBe('true')
  })
})

describe('nextRovingIndex', () => {
  it('moves forward with the left arrow in right-to-left text', () => {
    expect(nextRovingIndex('ArrowLeft', 0, 3, true)).toBe(1)
    expect(nextRovingIndex('ArrowRight', 0, 3, true)).toBe(2)
    expect(nextRovingIndex('Home', 2, 3)).toBe(0)
    expect(nextRovingIndex('a', 0, 3)).toBeNull()
  })
})
