// readAccountPositions against the live devnet (integration project): the seeded positions of
// the test accounts (manifest v3Seed) with their badges, and the static collect's fees equal to
// a collect the owner then sends; counted HTTP requests through a batching transport like the
// app's (chain/transports.ts: JSON-RPC batches flushed after 50 ms).
import { devnetL1 } from '@tidepool/devnet/testing/context'
import { revert, snapshot } from '@tidepool/devnet/testing/rpc'
import { parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countingClient } from '../../../../chain/testing/countingClient'
import { MAX_UINT128 } from '../../position/collectMax'
import { readAccountPositions } from './readAccountPositions'

const { manifest, l1 } = devnetL1()
const seed = l1.v3Seed
if (!seed) throw new Error('manifest lacks the L1 or its v3Seed')

const { client, counter } = countingClient(l1.rpcUrl)
const account = (i: number) => manifest.accounts[i]?.address ?? '0x'
const parameters = (i: number) => ({
  chainId: l1.chainId,
  account: account(i),
  positionManager: l1.contracts.positionManager,
  v3Factory: l1.contracts.v3Factory,
  multicallAddress: l1.contracts.multicall3,
})
const STATUS = { 'in-range': 'inRange', 'out-of-range': 'outOfRange', closed: 'closed' } as const

let state = ''
beforeAll(async () => {
  state = await snapshot(l1.rpcUrl)
})
afterAll(async () => {
  await revert(l1.rpcUrl, state)
})

describe('readAccountPositions on the seeded devnet', () => {
  it('lists account 0’s seeded positions with the expected badges in 3 HTTP requests', async () => {
    counter.requests = 0
    const { positions, tokens } = await readAccountPositions(client, parameters(0))
    expect(counter.requests).toBe(3)
    const expected = seed.positions.filter((p) => p.owner === account(0))
    expect(positions.map((p) => Number(p.tokenId)).sort()).toEqual(
      expected.map((p) => p.tokenId).sort(),
    )
    for (const e of expected) {
      const p = positions.find((x) => Number(x.tokenId) === e.tokenId)
      expect(p).toMatchObject({
        pool: e.pool,
        tickLower: e.tickLower,
        tickUpper: e.tickUpper,
        status: STATUS[e.status],
      })
      expect(tokens.get(e.token0.toLowerCase())?.symbol).toBeTruthy()
    }
    const tide = seed.tokens.find((t) => t.symbol === 'TIDE')
    expect(tokens.get(tide?.address.toLowerCase() ?? '')).toMatchObject({ symbol: 'TIDE' })
  })

  it('reads the fees a collect pays: non-zero after the seeded trades, zero when closed', async () => {
    const { positions } = await readAccountPositions(client, parameters(0))
    const withFees = seed.positions.find((p) => p.owner === account(0) && p.tickLower === -600)
    const shown = positions.find((p) => Number(p.tokenId) === withFees?.tokenId)
    const [fee0, fee1] = shown?.unclaimed ?? [0n, 0n]
    expect(fee0).toBeGreaterThan(0n)
    expect(fee1).toBeGreaterThan(0n)
    expect(positions.find((p) => p.status === 'closed')?.unclaimed).toEqual([0n, 0n])
    const abi = parseAbi([
      'function collect((uint256 tokenId, address recipient, uint128 amount0Max, uint128 amount1Max)) returns (uint256, uint256)',
    ])
    const { result } = await client.simulateContract({
      address: l1.contracts.positionManager,
      abi,
      functionName: 'collect',
      args: [
        {
          tokenId: BigInt(withFees?.tokenId ?? 0),
          recipient: account(0),
          amount0Max: MAX_UINT128,
          amount1Max: MAX_UINT128,
        },
      ],
      account: account(0),
    })
    expect(result).toEqual([fee0, fee1])
  })

  it('lists only the owner’s own: account 1 has its one position, account 2 none (1 request)', async () => {
    const other = await readAccountPositions(client, parameters(1))
    expect(other.positions.map((p) => Number(p.tokenId))).toEqual(
      seed.positions.filter((p) => p.owner === account(1)).map((p) => p.tokenId),
    )
    counter.requests = 0
    expect((await readAccountPositions(client, parameters(2))).positions).toEqual([])
    expect(counter.requests).toBe(1)
  })

  it('pages the ids past the first page: all positions, one more request per page', async () => {
    counter.requests = 0
    const { positions } = await readAccountPositions(client, { ...parameters(0), pageSize: 2 })
    expect(positions).toHaveLength(seed.positions.filter((p) => p.owner === account(0)).length)
    expect(counter.requests).toBeGreaterThan(3)
  })
})
