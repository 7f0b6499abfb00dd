import { describe, expect, it } from 'vitest'
import { ALICE, APPROVAL_INFO, details, hashOf, ROUTER, TOKEN } from '../testing/fixtures'
import { isPendingApproval, PENDING_APPROVAL_MAX_AGE_MS } from './pendingApproval'

const added = 1_700_000_000_000
const approval = details({ info: APPROVAL_INFO, addedTime: added })
const soon = added + 1_000

// spec 01 §4 Approvals: pending only with no receipt, same spender and token, < 86400000 ms.
describe('pending approval rule', () => {
  it('counts an approval without receipt, same token and spender, added under 24 h ago', () => {
    expect(isPendingApproval(approval, TOKEN, ROUTER, soon)).toBe(true)
  })

  it('compares addresses case-insensitively', () => {
    expect(
      isPendingApproval(
        approval,
        TOKEN.toLowerCase() as `0x${string}`,
        ROUTER.toUpperCase().replace('0X', '0x') as `0x${string}`,
        soon,
      ),
    ).toBe(true)
  })

  it('stops counting at 86400000 ms', () => {
    expect(
      isPendingApproval(approval, TOKEN, ROUTER, added + PENDING_APPROVAL_MAX_AGE_MS - 1),
    ).toBe(true)
    expect(isPendingApproval(approval, TOKEN, ROUTER, added + PENDING_APPROVAL_MAX_AGE_MS)).toBe(
      false,
    )
  })

  it('does not count a mined approval', () => {
    const mined = details({
      info: APPROVAL_INFO,
      addedTime: added,
      receipt: {
        blockHash: hashOf(9),
        blockNumber: 1,
        contractAddress: null,
        from: ALICE,
        status: 1,
        to: TOKEN,
        transactionHash: hashOf(1),
        transactionIndex: 0,
      },
    })
    expect(isPendingApproval(mined, TOKEN, ROUTER, soon)).toBe(false)
  })

  it('does not count a replaced approval', () => {
    const replaced = details({
      info: APPROVAL_INFO,
      addedTime: added,
      replaced: { by: null, detectedTime: soon },
    })
    expect(isPendingApproval(replaced, TOKEN, ROUTER, soon)).toBe(false)
  })

  it('needs the same token and the same spender', () => {
    expect(isPendingApproval(approval, ALICE, ROUTER, soon)).toBe(false)
    expect(isPendingApproval(approval, TOKEN, ALICE, soon)).toBe(false)
  })

  it('ignores other kinds of transactions', () => {
    expect(isPendingApproval(details({ addedTime: added }), TOKEN, ROUTER, soon)).toBe(false)
  })
})
