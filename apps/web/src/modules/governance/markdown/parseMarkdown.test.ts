import { describe, expect, it } from 'vitest'
import { parseInline, parseMarkdown, safeHref, splitTitle } from './parseMarkdown'

describe('safeHref', () => {
  it('keeps http, https and mailto targets', () => {
    expect(safeHref('https://uniswap.org/x')).toBe('https://uniswap.org/x')
    expect(safeHref('http://a.b')).toBe('http://a.b/')
    expect(safeHref('mailto:a@b.c')).toBe('mailto:a@b.c')
  })

  it('refuses javascript:, data:, vbscript:, relative and disguised schemes', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '/relative',
      '//evil.example',
      '',
    ])
      expect(safeHref(href), href).toBeUndefined()
  })
})

describe('parseMarkdown', () => {
  it('reads headings, paragraphs, lists, code, quotes and rules', () => {
    const blocks = parseMarkdown(
      '# Title\n\nSome *text* and **bold**\ncontinued.\n\n- one\n- two\n\n1. a\n2. b\n\n```\n<b>x</b>\n```\n\n> quoted\n\n---',
    )
    expect(blocks.map((b) => b.type)).toEqual([
      'heading',
      'paragraph',
      'list',
      'list',
      'code',
      'quote',
      'rule',
    ])
    expect(blocks[1]).toEqual({
      type: 'paragraph',
      children: [
        { type: 'text', text: 'Some ' },
        { type: 'em', children: [{ type: 'text', text: 'text' }] },
        { type: 'text', text: ' and ' },
        { type: 'strong', children: [{ type: 'text', text: 'bold' }] },
        { type: 'text', text: ' continued.' },
      ],
    })
    expect(blocks[4]).toEqual({ type: 'code', text: '<b>x</b>' })
  })

  it('keeps HTML as text: no element comes out of a tag', () => {
    const blocks = parseMarkdown('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>')
    expect(blocks).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: '<script>alert(1)</script>' }] },
      { type: 'paragraph', children: [{ type: 'text', text: '<img src=x onerror=alert(1)>' }] },
    ])
  })

  it('drops the target of an unsafe link but keeps its text', () => {
    expect(parseInline('[click](javascript:alert(1))')).toEqual([
      { type: 'link', href: undefined, children: [{ type: 'text', text: 'click' }] },
      { type: 'text', text: ')' },
    ])
    expect(parseInline('[docs](https://docs.uniswap.org)')).toEqual([
      {
        type: 'link',
        href: 'https://docs.uniswap.org/',
        children: [{ type: 'text', text: 'docs' }],
      },
    ])
  })

  it('leaves unclosed marks as text and never throws on odd input', () => {
    expect(parseInline('a * b ** c `d')).toEqual([{ type: 'text', text: 'a * b ** c `d' }])
    expect(() => parseMarkdown('```\nunclosed')).not.toThrow()
    expect(parseMarkdown('')).toEqual([])
  })
})

describe('splitTitle', () => {
  it('takes the first line without its heading marks as the title', () => {
    expect(splitTitle('# Fund the grants\n\nBody **here**')).toEqual({
      title: 'Fund the grants',
      body: 'Body **here**',
    })
    expect(splitTitle('\n\nPlain title\nbody')).toEqual({ title: 'Plain title', body: 'body' })
    expect(splitTitle('')).toEqual({ title: '', body: '' })
  })
})
