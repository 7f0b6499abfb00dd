// The position manager and pool functions the position detail, collect and remove screens read
// (spec 02 §7 "Position manager: positions(tokenId), ownerOf, tokenURI"; "Collect simulated call
// to read owed amounts"), as declared in Uniswap v3-periphery INonfungiblePositionManager and
// v3-core IUniswapV3PoolState.
import { parseAbi } from 'viem'

export const positionManagerAbi = parseAbi([
  'function positions(uint256 tokenId) view returns (uint96 nonce, address operator, address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint128 liquidity, uint256 feeGrowthInside0LastX128, uint256 feeGrowthInside1LastX128, uint128 tokensOwed0, uint128 tokensOwed1)',
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function getApproved(uint256 tokenId) view returns (address)',
  'function isApprovedForAll(address owner, address operator) view returns (bool)',
  'function tokenURI(uint256 tokenId) view returns (string)',
  'struct CollectParams { uint256 tokenId; address recipient; uint128 amount0Max; uint128 amount1Max; }',
  'function collect(CollectParams params) payable returns (uint256 amount0, uint256 amount1)',
])

export const poolSlot0Abi = parseAbi([
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16 observationIndex, uint16 observationCardinality, uint16 observationCardinalityNext, uint8 feeProtocol, bool unlocked)',
])

/** spec 02 §9 "Fee collect maximum 2^128-1": collect everything owed. */
export const MAX_UINT128 = 2n ** 128n - 1n
