import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { Link } from 'wouter'
import { PlaceholderCard } from '../../ui'
import { SCREEN_STRINGS } from './strings'

/** A link on: the route (wouter; '~/…' leaves a nested router) and its text. */
export interface PlaceholderLink {
  to: string
  label: MessageDescriptor
}

/**
 * A not-yet-built screen (issue 12 #9): a human heading, what the page will hold and a link back
 * to a useful place. Descriptors carry their own values (e.g. a position id, already checked).
 */
export function Placeholder({
  title,
  text,
  link,
}: {
  title: MessageDescriptor
  text: MessageDescriptor
  link: PlaceholderLink
}) {
  const { _ } = useLingui()
  return (
    <PlaceholderCard
      title={_(title)}
      status={_(SCREEN_STRINGS.comingSoon)}
      description={_(text)}
      action={
        <Link to={link.to} data-testid="placeholder-link">
          {_(link.label)}
        </Link>
      }
    />
  )
}
