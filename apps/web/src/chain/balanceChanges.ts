// Net balance changes from the transfers a call made: ERC-20 Transfer logs and native-coin value
// moves (eth_simulateV1's traceTransfers, or a trace). A holder that sends and receives the same
// token shows the difference; zero nets are dropped. Order: first appearance, so the list reads
// like the call's own flow. Governance's actions simulation (issue 16) and the simulation of
// every write (issue 35) read them alike.
import { type Address, decodeEventLog, getAddress, type Hex, isAddressEqual, parseAbi } from 'viem'

/** The native coin in balance changes (no contract address). */
export const NATIVE = 'native'

/** A holder's net change of one token (or the native coin). */
export interface BalanceChange {
  holder: Address
  token: Address | typeof NATIVE
  delta: bigint
}

export interface Movement {
  token: Address | typeof NATIVE
  from: Address
  to: Address
  amount: bigint
}

export interface RawLog {
  address: Address
  topics: readonly Hex[]
  data: Hex
}

const TRANSFER = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 value)',
])
// WETH9 mints and burns without a Transfer log: a wrap is a Deposit, an unwrap a Withdrawal.
const WETH_EVENTS = parseAbi([
  'event Deposit(address indexed dst, uint256 wad)',
  'event Withdrawal(address indexed src, uint256 wad)',
])
const ZERO: Address = '0x0000000000000000000000000000000000000000'

/**
 * eth_simulateV1's traceTransfers reports native-coin moves as Transfer logs from this address
 * (ERC-7528's native-asset address).
 */
export const NATIVE_TRANSFER_LOG_ADDRESS = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** The ERC-20 (or native, see above) movement a log records; undefined for any other log. */
export function movementOfLog(log: RawLog): Movement | undefined {
  const [signature, ...rest] = log.topics
  if (!signature) return undefined
  try {
    const event = decodeEventLog({ abi: TRANSFER, topics: [signature, ...rest], data: log.data })
    return {
      token: isAddressEqual(log.address, NATIVE_TRANSFER_LOG_ADDRESS) ? NATIVE : log.address,
      from: event.args.from,
      to: event.args.to,
      amount: event.args.value,
    }
  } catch {
    // Not a Transfer, or an ERC-721 Transfer (tokenId indexed: a different topic count).
    return wethMovement(log)
  }
}

/** A WETH9 Deposit (minted to dst) or Withdrawal (burned from src), as a movement from/to 0x0. */
function wethMovement(log: RawLog): Movement | undefined {
  const [signature, ...rest] = log.topics
  if (!signature || rest.length !== 1) return undefined
  try {
    const event = decodeEventLog({ abi: WETH_EVENTS, topics: [signature, ...rest], data: log.data })
    return event.eventName === 'Deposit'
      ? { token: log.address, from: ZERO, to: event.args.dst, amount: event.args.wad }
      : { token: log.address, from: event.args.src, to: ZERO, amount: event.args.wad }
  } catch {
    return undefined
  }
}

const key = (holder: Address, token: Address | typeof NATIVE) =>
  `${holder.toLowerCase()}:${token.toLowerCase()}`

export function netBalanceChanges(movements: readonly Movement[]): BalanceChange[] {
  const byKey = new Map<string, BalanceChange>()
  const add = (holder: Address, token: Movement['token'], delta: bigint) => {
    const k = key(holder, token)
    const found = byKey.get(k)
    if (found) found.delta += delta
    else
      byKey.set(k, {
        holder: getAddress(holder),
        token: token === NATIVE ? NATIVE : getAddress(token),
        delta,
      })
  }
  for (const m of movements) {
    if (m.amount === 0n) continue
    add(m.from, m.token, -m.amount)
    add(m.to, m.token, m.amount)
  }
  return [...byKey.values()].filter((c) => c.delta !== 0n)
}
