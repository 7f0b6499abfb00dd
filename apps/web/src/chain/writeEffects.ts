// What a write would do to the account that sends it (issue 35 "Know before you sign"), read from
// the logs of its simulation (chain/simulate.ts): the net change of each token and of the native
// coin (traceTransfers' synthetic logs; WETH9's Deposit and Withdrawal), the NFTs that arrive or
// leave, and the approvals it grants — ERC-20 `approve`, Permit2's allowance (approve or a signed
// permit), and ERC-721 operators. Pure: logs in, effects out, in the order the calls made them.
import { type Address, decodeEventLog, getAddress, type Hex, isAddressEqual, parseAbi } from 'viem'
import {
  type BalanceChange,
  movementOfLog,
  NATIVE,
  netBalanceChanges,
  type RawLog,
} from './balanceChanges'

export interface NftMove {
  collection: Address
  tokenId: bigint
  /** 'in': minted to, or sent to, the account; 'out': burned, or sent away. */
  direction: 'in' | 'out'
}

export interface GrantedApproval {
  /** The ERC-20 (or the collection, for 'operator'). */
  token: Address
  spender: Address
  /** ERC-20 / Permit2 amount; 'operator' approvals have none (every token of the collection). */
  amount?: bigint
  /** Permit2 allowances expire (unix seconds); an ERC-20 approval does not. */
  expiration?: number
  kind: 'erc20' | 'permit2' | 'operator'
}

export interface WriteEffects {
  /** The account's net changes (others' are the contracts' business), zero nets dropped. */
  changes: Omit<BalanceChange, 'holder'>[]
  nfts: NftMove[]
  approvals: GrantedApproval[]
}

const EVENTS = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
  'event Approval(address indexed owner, address indexed spender, uint256 value)',
  'event ApprovalForAll(address indexed owner, address indexed operator, bool approved)',
  // Permit2 (AllowanceTransfer): approve() and a signed permit() grant alike.
  'event Approval(address indexed owner, address indexed token, address indexed spender, uint160 amount, uint48 expiration)',
  'event Permit(address indexed owner, address indexed token, address indexed spender, uint160 amount, uint48 expiration, uint48 nonce)',
])

type Decoded = ReturnType<typeof decodeEventLog<typeof EVENTS>>

function decode(log: RawLog): Decoded | undefined {
  const [signature, ...rest] = log.topics
  if (!signature) return undefined
  try {
    return decodeEventLog({ abi: EVENTS, topics: [signature, ...rest], data: log.data as Hex })
  } catch {
    return undefined
  }
}

/** The effects on `account` of calls whose logs (all calls', in order) are `logs`. */
export function writeEffects(account: Address, logs: readonly RawLog[]): WriteEffects {
  const movements = logs.flatMap((log) => {
    const m = movementOfLog(log)
    return m ? [m] : []
  })
  const changes = netBalanceChanges(movements)
    .filter((c) => isAddressEqual(c.holder, account))
    .map(({ token, delta }) => ({ token, delta }))
  const nfts: NftMove[] = []
  const approvals: GrantedApproval[] = []
  for (const log of logs) {
    const event = decode(log)
    if (!event) continue
    const args = event.args as Record<string, unknown>
    const is = (key: string) =>
      typeof args[key] === 'string' && isAddressEqual(args[key] as Address, account)
    switch (event.eventName) {
      case 'Transfer': {
        if (is('to') === is('from')) break
        nfts.push({
          collection: getAddress(log.address),
          tokenId: args.tokenId as bigint,
          direction: is('to') ? 'in' : 'out',
        })
        break
      }
      case 'Approval': {
        if (!is('owner')) break
        if ('token' in args) {
          approvals.push(permit2Grant(args))
        } else if (!spentBy(logs, log, account)) {
          approvals.push({
            token: getAddress(log.address),
            spender: getAddress(args.spender as Address),
            amount: args.value as bigint,
            kind: 'erc20',
          })
        }
        break
      }
      case 'Permit':
        if (is('owner')) approvals.push(permit2Grant(args))
        break
      case 'ApprovalForAll':
        if (is('owner') && args.approved === true)
          approvals.push({
            token: getAddress(log.address),
            spender: getAddress(args.operator as Address),
            kind: 'operator',
          })
        break
    }
  }
  return { changes, nfts, approvals }
}

function permit2Grant(args: Record<string, unknown>): GrantedApproval {
  return {
    token: getAddress(args.token as Address),
    spender: getAddress(args.spender as Address),
    amount: args.amount as bigint,
    expiration: Number(args.expiration),
    kind: 'permit2',
  }
}

/**
 * Some ERC-20s (OpenZeppelin's before v5) log an Approval when transferFrom spends an allowance:
 * that is the allowance going down, not a grant. It is told by a Transfer of the same token from
 * the owner right beside it.
 */
function spentBy(logs: readonly RawLog[], approval: RawLog, owner: Address): boolean {
  const at = logs.indexOf(approval)
  return [logs[at - 1], logs[at + 1]].some((log) => {
    if (!log || !isAddressEqual(log.address, approval.address)) return false
    const m = movementOfLog(log)
    return m !== undefined && m.token !== NATIVE && isAddressEqual(m.from, owner)
  })
}

/** An approval no amount bounds: ERC-20's max uint256, Permit2's max uint160. */
export function isUnlimited(approval: GrantedApproval): boolean {
  if (approval.amount === undefined) return approval.kind === 'operator'
  return approval.amount >= (approval.kind === 'permit2' ? 2n ** 160n - 1n : 2n ** 255n)
}
