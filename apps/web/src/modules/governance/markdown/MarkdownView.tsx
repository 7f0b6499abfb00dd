import type { ReactNode } from 'react'
import { type Block, type Inline, parseMarkdown } from './parseMarkdown'
import './markdown.css'

/**
 * A proposal description as Markdown (parseMarkdown's tree → React elements). Text only ever
 * reaches the page as React text nodes, so no HTML in a description is interpreted; links open
 * in a new tab without the opener and only with a safe target.
 */
export function MarkdownView({ source, testId }: { source: string; testId?: string }) {
  const blocks = parseMarkdown(source)
  return (
    <div className="markdown" data-testid={testId}>
      {blocks.map((block, i) => (
        // Blocks have no identity beyond their place in a static text.
        // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
        <BlockView key={i} block={block} />
      ))}
    </div>
  )
}

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case 'heading': {
      // The page's h1 is the proposal title: description headings start at h2.
      const level = Math.min(6, block.level + 1)
      const Tag = `h${level}` as 'h2'
      return <Tag className="markdown__heading">{inlines(block.children)}</Tag>
    }
    case 'paragraph':
      return <p>{inlines(block.children)}</p>
    case 'list': {
      const Tag = block.ordered ? 'ol' : 'ul'
      return (
        <Tag>
          {block.items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
            <li key={i}>{inlines(item)}</li>
          ))}
        </Tag>
      )
    }
    case 'code':
      return (
        <pre className="markdown__pre">
          <code>{block.text}</code>
        </pre>
      )
    case 'quote':
      return <blockquote>{inlines(block.children)}</blockquote>
    case 'rule':
      return <hr />
  }
}

function inlines(children: Inline[]): ReactNode[] {
  return children.map((node, i) => {
    switch (node.type) {
      case 'text':
        return node.text
      case 'code':
        // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
        return <code key={i}>{node.text}</code>
      case 'strong':
        // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
        return <strong key={i}>{inlines(node.children)}</strong>
      case 'em':
        // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
        return <em key={i}>{inlines(node.children)}</em>
      default:
        return node.href ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
          <a key={i} href={node.href} target="_blank" rel="noopener noreferrer nofollow">
            {inlines(node.children)}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
          <span key={i} className="markdown__unsafe-link">
            {inlines(node.children)}
          </span>
        )
    }
  })
}
