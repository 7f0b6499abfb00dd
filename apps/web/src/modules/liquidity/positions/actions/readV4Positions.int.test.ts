// readV4Positions against the live devnet (issue 32): the v4 deployer's seeded positions found
// from Transfer logs alone (v4's position manager is not enumerable), a position sent to another
// account moving with it, and the fees read equal to what a collect then pays, to the wei.
import type { ManifestV4Pool } from '@tidepool/devnet/manifest'
import { publicClient, walletClient } from '@tidepool/devnet/testing/clients'
import { devnetV4 } from '@tidepool/devnet/testing/context'
import { revert, rpc, snapshot } from '@tidepool/devnet/testing/rpc'
import { routerAbi, V4_DEPLOYERS, v4SwapInput } from '@tidepool/devnet/testing/v4'
import {
  type Address,
  concatHex,
  createPublicClient,
  custom,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  parseAbi,
  parseAbiParameters,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { blockWindows } from '../../../../chain/logs'
import { countingClient } from '../../../../chain/testing/countingClient'
import type { V4PoolKey } from '../model'
import { ReadPositionsError } from './errors'
import { readListedPositions } from './readListedPositions'
import { RESCAN_BLOCKS, readV4Positions } from './readV4Positions'

const { manifest, l1, v4, deployBlock } = devnetV4('v4-only')
const seed = l1.v4Seed
if (!seed) throw new Error('no v4 seed on the L1')

const { client, counter } = countingClient(l1.rpcUrl)
const chainClient = publicClient(l1)
const deployer = V4_DEPLOYERS[1]
const account = (i: number) => manifest.accounts[i]?.address as Address
const parameters = (owner: Address) => ({
  chainId: l1.chainId,
  account: owner,
  positionManager: v4.positionManager,
  stateView: v4.stateView,
  fromBlock: BigInt(deployBlock),
  multicallAddress: l1.contracts.multicall3,
})
const pool = (role: ManifestV4Pool['role']) => {
  const p = seed.pools.find((x) => x.role === role)
  if (!p) throw new Error(`no ${role} pool`)
  return p
}
/** v4-core TickMath's bounds, rounded inward to the spacing: the seed's full range. */
const fullRange = (spacing: number) => [
  Math.ceil(-887_272 / spacing) * spacing,
  Math.floor(887_272 / spacing) * spacing,
]

const managerAbi = parseAbi([
  'function transferFrom(address from, address to, uint256 id)',
  'function modifyLiquidities(bytes unlockData, uint256 deadline) payable',
])
const erc20 = parseAbi(['function balanceOf(address) view returns (uint256)'])

/** The v4 deployer (impersonated: the node signs for it) sends its position `id` to `to`. */
const sendDeployerPosition = async (id: bigint, to: Address): Promise<void> => {
  await rpc(l1.rpcUrl, 'hardhat_impersonateAccount', [deployer])
  const hash = (await rpc(l1.rpcUrl, 'eth_sendTransaction', [
    {
      from: deployer,
      to: v4.positionManager,
      data: encodeFunctionData({
        abi: managerAbi,
        functionName: 'transferFrom',
        args: [deployer, to, id],
      }),
    },
  ])) as Hex
  await chainClient.waitForTransactionReceipt({ hash })
}

let state = ''
beforeAll(async () => {
  state = await snapshot(l1.rpcUrl)
})
afterAll(async () => {
  await revert(l1.rpcUrl, state)
})

describe('readV4Positions on the seeded devnet', () => {
  it('finds the deployer’s seeded position in each v4 pool from its Transfer logs, in ≤ 4 HTTP requests', async () => {
    counter.requests = 0
    const { positions, tokens } = await readV4Positions(client, parameters(deployer))
    expect(counter.requests).toBeLessThanOrEqual(4)
    // The manifest's pool ids were computed by the seed from the keys it initialised.
    expect(positions.map((p) => p.poolId).sort()).toEqual(seed.pools.map((p) => p.id).sort())
    let checked = 0
    for (const p of positions) {
      const s = seed.pools.find((x) => x.id === p.poolId)
      // The manifest writes the hook addresses as placed, not checksummed.
      const lower = (k: V4PoolKey | ManifestV4Pool | undefined) => ({
        currency0: k?.currency0.toLowerCase(),
        currency1: k?.currency1.toLowerCase(),
        fee: k?.fee,
        tickSpacing: k?.tickSpacing,
        hooks: k?.hooks.toLowerCase(),
      })
      expect(lower(p.poolKey)).toEqual(lower(s))
      expect([p.tickLower, p.tickUpper]).toEqual(fullRange(s?.tickSpacing ?? 1))
      expect(p.liquidity).toBeGreaterThan(0n)
      expect(p.status).toBe('inRange')
      checked++
    }
    expect(checked).toBe(seed.pools.length)
    expect(tokens.get(seed.tokens[0]?.address.toLowerCase() ?? '')?.symbol).toBe('LUM')
  })

  it('searches in windows a public node accepts, with the same answer as one window', async () => {
    const head = await chainClient.getBlockNumber()
    const from = BigInt(deployBlock)
    // Six windows or so: enough to cut the seed's mints apart from later blocks.
    const size = (head - from) / 6n + 1n
    expect(blockWindows(from, head, size).length).toBeGreaterThanOrEqual(5)
    const small = await readV4Positions(client, { ...parameters(deployer), windowSize: size })
    const one = await readV4Positions(client, { ...parameters(deployer), windowSize: head + 1n })
    expect(small.positions.map((p) => p.tokenId)).toEqual(one.positions.map((p) => p.tokenId))
    expect(small.positions).toHaveLength(seed.pools.length)
  })

  it('a refresh searches only the blocks since the last read (and RESCAN_BLOCKS below), and still finds a new position', async () => {
    const windows: { fromBlock: bigint; toBlock: bigint }[] = []
    const watching = createPublicClient({
      transport: custom({
        async request({ method, params }) {
          if (method === 'eth_getLogs') {
            const [{ fromBlock, toBlock }] = params as [{ fromBlock: Hex; toBlock: Hex }]
            windows.push({ fromBlock: BigInt(fromBlock), toBlock: BigInt(toBlock) })
          }
          return rpc(l1.rpcUrl, method, params as unknown[])
        },
      }),
    })
    const from = BigInt(deployBlock)
    const head = await chainClient.getBlockNumber()
    const windowSize = (head - from) / 6n + 1n
    const first = await readV4Positions(watching, { ...parameters(account(2)), windowSize })
    expect(first.positions).toEqual([])
    expect(windows.length).toBeGreaterThanOrEqual(5)
    expect(windows[0]?.fromBlock).toBe(from)
    expect(first.scan.scannedTo).toBeGreaterThanOrEqual(head)

    // Another account's position arrives; the refresh asks for the recent blocks only. Undone
    // after, for the tests below.
    const before = await snapshot(l1.rpcUrl)
    onTestFinished(() => revert(l1.rpcUrl, before))
    const id = (await readV4Positions(client, parameters(deployer))).positions[0]?.tokenId ?? 0n
    await sendDeployerPosition(id, account(2))
    windows.length = 0
    const again = await readV4Positions(watching, {
      ...parameters(account(2)),
      windowSize,
      previous: first.scan,
    })
    expect(again.positions.map((p) => p.tokenId)).toEqual([id])
    expect(windows).toHaveLength(1)
    expect(windows[0]?.fromBlock).toBe(first.scan.scannedTo - RESCAN_BLOCKS + 1n)
  })

  it('with a head the app already read: no head request, 3 HTTP requests, and a position received since is found', async () => {
    const head = await chainClient.getBlockNumber({ cacheTime: 0 })
    const before = await snapshot(l1.rpcUrl)
    onTestFinished(() => revert(l1.rpcUrl, before))
    const id = (await readV4Positions(client, parameters(deployer))).positions[0]?.tokenId ?? 0n
    await sendDeployerPosition(id, account(3))
    expect(await chainClient.getBlockNumber({ cacheTime: 0 })).toBeGreaterThan(head)
    counter.requests = 0
    const read = await readV4Positions(client, { ...parameters(account(3)), head })
    expect(read.positions.map((p) => p.tokenId)).toEqual([id])
    expect(counter.requests).toBe(3)
    expect(read.scan.scannedTo).toBe(head)
    // Without the head, the same read asks for it first: one request more.
    counter.requests = 0
    await readV4Positions(client, parameters(account(3)))
    expect(counter.requests).toBe(4)
  })

  it('a node that refuses the log search leaves the v3 positions listed, and says the v4 read failed', async () => {
    const refusing = createPublicClient({
      transport: custom({
        async request({ method, params }) {
          if (method === 'eth_getLogs') throw new Error('query exceeds max block range')
          return rpc(l1.rpcUrl, method, params as unknown[])
        },
      }),
    })
    const listed = await readListedPositions(refusing, {
      ...parameters(account(0)),
      positionManager: l1.contracts.positionManager,
      v3Factory: l1.contracts.v3Factory,
      v4: { positionManager: v4.positionManager, stateView: v4.stateView, fromBlock: 0n },
    })
    const v3Count = l1.v3Seed?.positions.filter((x) => x.owner === account(0)).length ?? 0
    expect(v3Count).toBeGreaterThan(0)
    expect(listed.positions).toHaveLength(v3Count)
    expect(listed.v4Error).toBeInstanceOf(ReadPositionsError)
  })

  it('follows a position sent to another account, and its fees equal what a collect pays', async () => {
    const v4Only = pool('v4-only')
    const before = await readV4Positions(client, parameters(deployer))
    const position = before.positions.find((p) => p.poolId === v4Only.id)
    if (!position) throw new Error('no deployer position in the v4-only pool')
    const receiver = account(1)
    await sendDeployerPosition(position.tokenId, receiver)
    const mine = (await readV4Positions(client, parameters(receiver))).positions
    expect(mine.map((p) => p.tokenId)).toEqual([position.tokenId])
    // /pool's one read: account 1's v3 position and this v4 one, their requests batched together.
    counter.requests = 0
    const listed = await readListedPositions(client, {
      ...parameters(receiver),
      positionManager: l1.contracts.positionManager,
      v3Factory: l1.contracts.v3Factory,
      v4: {
        positionManager: v4.positionManager,
        stateView: v4.stateView,
        fromBlock: parameters(receiver).fromBlock,
      },
    })
    expect(counter.requests).toBeLessThanOrEqual(4)
    const v3Count = l1.v3Seed?.positions.filter((x) => x.owner === receiver).length ?? 0
    expect(v3Count).toBeGreaterThan(0)
    expect(listed.positions.map((x) => x.protocol)).toEqual([...Array(v3Count).fill('v3'), 'v4'])
    const left = (await readV4Positions(client, parameters(deployer))).positions
    expect(left.map((p) => p.tokenId)).not.toContain(position.tokenId)
    expect(left).toHaveLength(seed.pools.length - 1)

    // A trade through the pool (ETH → LUM, the fee in ETH, currency0) earns the position fees.
    const trader = walletClient(manifest, l1, 2)
    const amountIn = 3n * 10n ** 18n
    const swap = await trader.writeContract({
      address: v4.universalRouter,
      abi: routerAbi,
      functionName: 'execute',
      args: ['0x10', [v4SwapInput(v4Only, true, amountIn)], 10_000_000_000n],
      value: amountIn,
    })
    expect((await chainClient.waitForTransactionReceipt({ hash: swap })).status).toBe('success')
    const [earned] = (await readV4Positions(client, parameters(receiver))).positions
    expect(earned?.feesOwed0).toBeGreaterThan(0n)
    expect(earned?.feesOwed1).toBe(0n)

    // Collect as v4 does it: DECREASE_LIQUIDITY by 0, then TAKE_PAIR to the owner (Actions.sol).
    const owner = walletClient(manifest, l1, 1)
    const unlockData = encodeAbiParameters(parseAbiParameters('bytes, bytes[]'), [
      concatHex(['0x01', '0x11']),
      [
        encodeAbiParameters(parseAbiParameters('uint256, uint256, uint128, uint128, bytes'), [
          position.tokenId,
          0n,
          0n,
          0n,
          '0x',
        ]),
        encodeAbiParameters(parseAbiParameters('address, address, address'), [
          v4Only.currency0,
          v4Only.currency1,
          receiver,
        ]),
      ],
    ])
    const lum = v4Only.currency1
    const balances = () =>
      Promise.all([
        chainClient.getBalance({ address: receiver }),
        chainClient.readContract({
          address: lum,
          abi: erc20,
          functionName: 'balanceOf',
          args: [receiver],
        }),
      ])
    const [eth0, lum0] = await balances()
    const collect = await owner.writeContract({
      address: v4.positionManager,
      abi: managerAbi,
      functionName: 'modifyLiquidities',
      args: [unlockData, 10_000_000_000n],
    })
    const receipt = await chainClient.waitForTransactionReceipt({ hash: collect })
    expect(receipt.status).toBe('success')
    const [eth1, lum1] = await balances()
    const gas = receipt.gasUsed * receipt.effectiveGasPrice
    expect(eth1 - eth0 + gas).toBe(earned?.feesOwed0)
    expect(lum1 - lum0).toBe(earned?.feesOwed1)
    // Paid out: nothing owed any more.
    const [after] = (await readV4Positions(client, parameters(receiver))).positions
    expect([after?.feesOwed0, after?.feesOwed1]).toEqual([0n, 0n])
  })
})
