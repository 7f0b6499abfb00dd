// Issue 32: a change of range mints a new position; its id is the ERC-721 Transfer from the zero
// address that the position manager (v3's NonfungiblePositionManager, v4's PositionManager) logs
// in the transaction's receipt.
import { type Address, type Log, parseEventLogs } from 'viem'
// ERC-721's Transfer, the same event on v3's manager as on v4's.
import { v4PositionManagerAbi } from '../../../chain/abis/v4'

const ZERO = '0x0000000000000000000000000000000000000000'

/** The id the manager minted in these logs, if it minted one. */
export function mintedTokenId(logs: readonly Log[], manager: Address): bigint | undefined {
  const minted = parseEventLogs({
    abi: v4PositionManagerAbi,
    eventName: 'Transfer',
    logs: [...logs],
  }).find((l) => l.address.toLowerCase() === manager.toLowerCase() && l.args.from === ZERO)
  return minted?.args.id
}
