// issue 34 "Untested today — Pending and done states: 'Migrating'" (spec 02 §4 Migrate: allow,
// Migrate, 'Migrating', then 'Success!' once the LP balance reads zero).
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { MigrateActionsProps } from './MigrateActions'
import { MigrateActions } from './MigrateActions'

function props(p: { status: string; lpBalance: bigint | undefined }): MigrateActionsProps {
  return {
    approval: { state: 'APPROVED', approve: async () => {} } as MigrateActionsProps['approval'],
    batching: false,
    lpSymbol: 'UNI-V2',
    tx: { state: { status: p.status } } as unknown as MigrateActionsProps['tx'],
    lpBalance: p.lpBalance,
    ready: true,
    rangeMissing: false,
    onMigrate: () => {},
  }
}

describe('MigrateActions', () => {
  it('offers Migrate before the migration is sent', () => {
    render(<MigrateActions {...props({ status: 'idle', lpBalance: 10n })} />)
    expect(screen.getByTestId('migrate-submit').textContent).toBe('Migrate')
    expect(screen.queryByTestId('migrate-status')).toBeNull()
  })

  it("says 'Migrating' while the LP balance still reads above zero, with no buttons", () => {
    render(<MigrateActions {...props({ status: 'migrating', lpBalance: 10n })} />)
    expect(screen.getByRole('status').textContent).toBe('Migrating')
    expect(screen.queryByTestId('migrate-submit')).toBeNull()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it("says 'Success!' with a link to the v3 positions once the LP balance reads zero", () => {
    render(<MigrateActions {...props({ status: 'migrating', lpBalance: 0n })} />)
    expect(screen.getByRole('status').textContent).toBe('Success!')
    expect(screen.getByRole('link', { name: 'View your V3 positions' }).getAttribute('href')).toBe(
      '/pool',
    )
  })
})
