// Where a v2-style pair lives (spec 02 §3 V2 pair): the factory creates each pair with CREATE2,
// salt keccak256(token0, token1) of the sorted tokens, so its address is derived without a read
// (the list of spec 02 §2 v2 list checks many candidate pairs in one multicall).
import { type Address, encodePacked, getContractAddress, keccak256 } from 'viem'
import type { V2Exchange } from './contracts'

/** The two token addresses sorted as the factory does (numerically, i.e. lower-case order). */
export function sortTokenAddresses(a: Address, b: Address): readonly [Address, Address] {
  return a.toLowerCase() < b.toLowerCase() ? [a, b] : [b, a]
}

/** The pair of `tokenA` and `tokenB` on `exchange` (whether or not it was created yet). */
export function v2PairAddress(exchange: V2Exchange, tokenA: Address, tokenB: Address): Address {
  const [token0, token1] = sortTokenAddresses(tokenA, tokenB)
  return getContractAddress({
    opcode: 'CREATE2',
    from: exchange.factory,
    salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
    bytecodeHash: exchange.initCodeHash,
  })
}
