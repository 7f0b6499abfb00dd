import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MarkdownView } from './MarkdownView'

describe('MarkdownView', () => {
  it('renders an injection attempt as inert text: no script, no img, no javascript: link', () => {
    const { container } = render(
      <MarkdownView
        source={
          '## Hi\n\n<script>window.x=1</script> <img src=x onerror="alert(1)">\n\n[bad](javascript:alert(1)) [good](https://example.org)'
        }
      />,
    )
    expect(container.querySelector('script')).toBeNull()
    expect(container.querySelector('img')).toBeNull()
    expect(container.textContent).toContain('<script>window.x=1</script>')
    const links = [...container.querySelectorAll('a')]
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.org/'])
    expect(links[0]?.getAttribute('rel')).toContain('noopener')
    expect(container.textContent).toContain('bad')
    expect(container.querySelector('h3')?.textContent).toBe('Hi')
  })
})
