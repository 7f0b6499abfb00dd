// readPosition / readTokenURI against the live devnet (integration project): a position minted
// here (inside a snapshot) reads back as positions(), ownerOf and a static collect say, with the
// pool's slot0 at the computed address; an unknown id is null; the tokenURI holds a safe SVG.
import { publicClient, walletClient } from '@tidepool/devnet/testing/clients'
import { devnetL1 } from '@tidepool/devnet/testing/context'
import { revert, snapshot } from '@tidepool/devnet/testing/rpc'
import { erc20Abi, maxUint128, maxUint256, parseAbi, parseEventLogs } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { positionManagerAbi } from '../../../../chain/abis/v3'
import { tokenURIImage } from '../utils/nftImage'
import { readPosition } from './readPosition'
import { readTokenURI } from './readTokenURI'

const { manifest, l1 } = devnetL1()
const client = publicClient(l1)
const OWNER = 9
const wallet = walletClient(manifest, l1, OWNER)
const pool = l1.v3Pools.find((p) => p.fee === 3000)
if (!pool) throw new Error('no 0.3 % pool')
const manager = l1.contracts.positionManager

const mintAbi = parseAbi([
  'struct MintParams { address token0; address token1; uint24 fee; int24 tickLower; int24 tickUpper; uint256 amount0Desired; uint256 amount1Desired; uint256 amount0Min; uint256 amount1Min; address recipient; uint256 deadline; }',
  'function mint(MintParams params) payable returns (uint256 tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
  'event IncreaseLiquidity(uint256 indexed tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16, uint16, uint16, uint8, bool)',
])

let snap = ''
let tokenId = 0n

beforeAll(async () => {
  snap = await snapshot(l1.rpcUrl)
  for (const token of [pool.token0, pool.token1]) {
    const hash = await wallet.writeContract({
      address: token,
      abi: erc20Abi,
      functionName: 'approve',
      args: [manager, maxUint256],
    })
    await client.waitForTransactionReceipt({ hash })
  }
  const [, tick] = await client.readContract({
    address: pool.address,
    abi: mintAbi,
    functionName: 'slot0',
  })
  const base = Math.floor(tick / 60) * 60
  const hash = await wallet.writeContract({
    address: manager,
    abi: mintAbi,
    functionName: 'mint',
    args: [
      {
        token0: pool.token0,
        token1: pool.token1,
        fee: 3000,
        tickLower: base - 600,
        tickUpper: base + 600,
        amount0Desired: 10n ** 15n,
        amount1Desired: 10n ** 15n,
        amount0Min: 0n,
        amount1Min: 0n,
        recipient: wallet.account.address,
        deadline: 2n ** 40n,
      },
    ],
    gas: 1_000_000n,
  })
  const receipt = await client.waitForTransactionReceipt({ hash })
  const [event] = parseEventLogs({
    abi: mintAbi,
    logs: receipt.logs,
    eventName: 'IncreaseLiquidity',
  })
  tokenId = event?.args.tokenId ?? 0n
}, 60_000)

afterAll(async () => {
  if (snap) await revert(l1.rpcUrl, snap)
})

const read = (id: bigint, viewer?: `0x${string}`) =>
  readPosition({
    client,
    positionManager: manager,
    v3Factory: l1.contracts.v3Factory,
    tokenId: id,
    viewer,
    multicallAddress: l1.contracts.multicall3,
  })

describe('readPosition on the devnet', () => {
  it('reads the position as positions(), ownerOf, slot0 and a static collect from the owner say', async () => {
    const position = await read(tokenId, wallet.account.address)
    const p = await client.readContract({
      address: manager,
      abi: positionManagerAbi,
      functionName: 'positions',
      args: [tokenId],
    })
    const [sqrtPriceX96, tick] = await client.readContract({
      address: pool.address,
      abi: mintAbi,
      functionName: 'slot0',
    })
    const { result: owed } = await client.simulateContract({
      address: manager,
      abi: positionManagerAbi,
      functionName: 'collect',
      args: [
        {
          tokenId,
          recipient: wallet.account.address,
          amount0Max: maxUint128,
          amount1Max: maxUint128,
        },
      ],
      account: wallet.account.address,
    })
    expect(position).toMatchObject({
      tokenId,
      owner: wallet.account.address,
      token0: p[2],
      token1: p[3],
      fee: p[4],
      tickLower: p[5],
      tickUpper: p[6],
      liquidity: p[7],
      tokensOwed0: p[10],
      tokensOwed1: p[11],
      pool: { address: pool.address, sqrtPriceX96, tick },
      unclaimed: { amount0: owed[0], amount1: owed[1] },
      viewerApprovedForAll: false,
    })
    expect(position?.liquidity).toBeGreaterThan(0n)
  })

  it('is null for an id that was never minted', async () => {
    expect(await read(10n ** 30n)).toBeNull()
  })

  it('reads the tokenURI, whose image is a base64 SVG data URI', async () => {
    const uri = await readTokenURI({ client, positionManager: manager, tokenId })
    expect(tokenURIImage(uri)).toMatch(/^data:image\/svg\+xml;base64,/)
  }, 30_000)
})
