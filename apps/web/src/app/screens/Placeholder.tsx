import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { PlaceholderCard } from '../../ui'
import { APP_STRINGS } from '../strings'

/** A not-yet-built screen: its name and the route values it was given. */
export function Placeholder({
  title,
  values = {},
  children,
}: {
  /** The screen's name, translated here. */
  title: MessageDescriptor
  values?: Record<string, string | undefined>
  children?: ReactNode
}) {
  const details = Object.entries(values).filter(
    (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
  )
  const { _ } = useLingui()
  return (
    <PlaceholderCard title={_(title)} details={details} note={_(APP_STRINGS.screenPending)}>
      {children}
    </PlaceholderCard>
  )
}
