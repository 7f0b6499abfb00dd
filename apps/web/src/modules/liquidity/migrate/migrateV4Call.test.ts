// The router calldata decoded independently with viem: the commands, their order and every input.
import {
  type Address,
  decodeAbiParameters,
  decodeFunctionData,
  type Hex,
  hexToBytes,
  parseAbi,
  parseAbiParameters,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { migrateV4Call } from './migrateV4Call'
import { migrateV4Preview } from './migrateV4Preview'
import { positionPermitTypedData } from './positionPermit'

const router: Address = '0x00000000000000000000000000000000000000aa'
const manager: Address = '0x00000000000000000000000000000000000000bb'
const owner: Address = '0x00000000000000000000000000000000000000cc'
const usdc: Address = '0x00000000000000000000000000000000000000dd'
const key = {
  currency0: '0x0000000000000000000000000000000000000000',
  currency1: usdc,
  fee: 500,
  tickSpacing: 10,
  hooks: '0x0000000000000000000000000000000000000000',
} as const
const Q96 = 1n << 96n
const preview = migrateV4Preview({
  v3: {
    price: { sqrtPriceX96: Q96, tick: 0 },
    position: { tickLower: -600, tickUpper: 600, liquidity: 10n ** 18n },
    fees: { amount0: 7n, amount1: 9n },
  },
  v4: { price: { sqrtPriceX96: Q96, tick: 0 }, range: { tickLower: -100, tickUpper: 200 } },
  flipped: false,
})
const base = {
  router,
  v4PositionManager: manager,
  tokenId: 42n,
  preview,
  poolKey: key,
  range: { tickLower: -100, tickUpper: 200 },
  owner,
  deadline: 1_000n,
}

const urAbi = parseAbi(['function execute(bytes commands, bytes[] inputs, uint256 deadline)'])
const npmAbi = parseAbi([
  'function permit(address spender, uint256 tokenId, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
  'function decreaseLiquidity((uint256 tokenId, uint128 liquidity, uint256 amount0Min, uint256 amount1Min, uint256 deadline))',
  'function collect((uint256 tokenId, address recipient, uint128 amount0Max, uint128 amount1Max))',
  'function burn(uint256 tokenId)',
])
const pmAbi = parseAbi(['function modifyLiquidities(bytes unlockData, uint256 deadline)'])

function decode(data: Hex) {
  const { args } = decodeFunctionData({ abi: urAbi, data })
  const [commands, inputs, deadline] = args
  return { commands: [...hexToBytes(commands)], inputs, deadline }
}

function v4Actions(input: Hex) {
  const { args } = decodeFunctionData({ abi: pmAbi, data: input })
  const [actions, params] = decodeAbiParameters(parseAbiParameters('bytes, bytes[]'), args[0])
  return { actions: [...hexToBytes(actions)], params, deadline: args[1] }
}

describe('migrateV4Call', () => {
  it('decreases all, collects to the v4 manager and burns through the router, then mints, settles and sweeps to the owner', () => {
    const call = migrateV4Call({ ...base, unwrap: true })
    expect(call).toMatchObject({ to: router, value: 0n })
    const { commands, inputs, deadline } = decode(call.data)
    expect(commands).toEqual([0x12, 0x12, 0x12, 0x14])
    expect(deadline).toBe(1_000n)
    const [decrease, collect, burn] = inputs
      .slice(0, 3)
      .map((d) => decodeFunctionData({ abi: npmAbi, data: d }))
    expect(decrease?.functionName).toBe('decreaseLiquidity')
    expect(decrease?.args[0]).toMatchObject({
      tokenId: 42n,
      liquidity: 10n ** 18n,
      amount0Min: (preview.removed.amount0 * 9_500n) / 10_000n,
      deadline: 1_000n,
    })
    expect(collect?.args[0]).toEqual({
      tokenId: 42n,
      recipient: manager,
      amount0Max: 2n ** 128n - 1n,
      amount1Max: 2n ** 128n - 1n,
    })
    expect(burn).toEqual({ functionName: 'burn', args: [42n] })

    const v4 = v4Actions(inputs[3] as Hex)
    // UNWRAP, MINT_POSITION, SETTLE, SETTLE, SWEEP, SWEEP: no increase, decrease or burn.
    expect(v4.actions).toEqual([0x16, 0x02, 0x0b, 0x0b, 0x14, 0x14])
    expect(decodeAbiParameters(parseAbiParameters('uint256'), v4.params[0] as Hex)).toEqual([
      1n << 255n,
    ])
    const mint = decodeAbiParameters(
      parseAbiParameters(
        '(address,address,uint24,int24,address), int24, int24, uint256, uint128, uint128, address, bytes',
      ),
      v4.params[1] as Hex,
    )
    expect(mint.slice(1)).toEqual([
      -100,
      200,
      preview.minted.liquidity,
      preview.available.amount0,
      preview.available.amount1,
      owner,
      '0x',
    ])
    const settle = parseAbiParameters('address, uint256, bool')
    expect(decodeAbiParameters(settle, v4.params[2] as Hex)).toEqual([key.currency0, 0n, false])
    expect(decodeAbiParameters(settle, v4.params[3] as Hex)).toEqual([usdc, 0n, false])
    const sweep = parseAbiParameters('address, address')
    expect(decodeAbiParameters(sweep, v4.params[5] as Hex)).toEqual([usdc, owner])
  })

  it('initialises a new pool first and spends the owner permit before the v3 calls', async () => {
    const signer = privateKeyToAccount(`0x${'11'.repeat(32)}`)
    const typed = positionPermitTypedData({
      chainId: 31337,
      positionManager: manager,
      spender: router,
      tokenId: 42n,
      nonce: 3n,
      deadline: 999n,
    })
    const signature = await signer.signTypedData(typed)
    const call = migrateV4Call({
      ...base,
      unwrap: false,
      permit: { deadline: 999n, signature },
      initialSqrtPriceX96: Q96,
    })
    const { commands, inputs } = decode(call.data)
    expect(commands).toEqual([0x13, 0x11, 0x12, 0x12, 0x12, 0x14])
    expect(
      decodeAbiParameters(
        parseAbiParameters('(address,address,uint24,int24,address), uint160'),
        inputs[0] as Hex,
      ),
    ).toEqual([[key.currency0, usdc, 500, 10, key.hooks], Q96])
    const permit = decodeFunctionData({ abi: npmAbi, data: inputs[1] as Hex })
    if (permit.functionName !== 'permit') throw new Error(`not a permit: ${permit.functionName}`)
    const [spender, tokenId, deadline, v] = permit.args
    expect([spender.toLowerCase(), tokenId, deadline]).toEqual([router, 42n, 999n])
    expect([27, 28]).toContain(v)
    // Without a native side, nothing is unwrapped.
    expect(v4Actions(inputs[5] as Hex).actions).toEqual([0x02, 0x0b, 0x0b, 0x14, 0x14])
  })
})
