// Issue 18 (spec 01 §7 item 6, L1 only): the fast-gas oracle. Mainnet's interface reads
// latestAnswer() of the aggregator that the ENS name `fast-gas-gwei.data.eth` resolves to; the
// devnet L1 gets an aggregator of its own (contracts/FastGasAggregator.sol) under the same name
// in its ENS. Runs after every other deployment: the aggregator comes from a deployer of its own
// (an impersonated address no other feature uses, nonce 0), and the ENS names are transactions
// only, so no earlier address moves.
import { labelhash, namehash } from 'viem'
import { ownContract } from '../contracts/compiled.ts'
import { uniswapArtifact } from '../contracts/uniswap.ts'
import type { Address, ManifestEns, ManifestGasOracle } from '../manifest.ts'
import { rpc } from '../rpc.ts'
import { setAddrRecord } from './extras.ts'
import { deploy, impersonatedFresh, type Sender, write } from './sender.ts'

export const FAST_GAS_ENS_NAME = 'fast-gas-gwei.data.eth'

/** keccak256("tidepool:gas-oracle-deployer")'s last 20 bytes: an address nothing else uses. */
export const L1_GAS_ORACLE_DEPLOYER: Address = '0xf740F33FE3c48FB704aA5CC596aaA0694802dF5A'

/**
 * 3 gwei, in wei like the real feed: the L1's eth_gasPrice reads 2 gwei (index.ts fee policy),
 * so which of the two priced a quote shows in its gas cost.
 */
export const FAST_GAS_ANSWER_WEI = 3_000_000_000n

export async function deployGasOracle(p: {
  nodeUrl: string
  ens: ManifestEns
  /** Owner of `eth` in the L1's ENS (the extras deployer). */
  ensOwner: Address
}): Promise<ManifestGasOracle> {
  const sender = await impersonatedFresh(p.nodeUrl, L1_GAS_ORACLE_DEPLOYER)
  const aggregator = await deploy(sender, ownContract('FastGasAggregator'), [FAST_GAS_ANSWER_WEI])
  // `data.eth` for the oracle's deployer, which then names the aggregator under it.
  const [label = '', parent = '', ...root] = FAST_GAS_ENS_NAME.split('.')
  const owner: Sender = {
    url: p.nodeUrl,
    from: p.ensOwner,
    nonce: Number(await rpc<string>(p.nodeUrl, 'eth_getTransactionCount', [p.ensOwner, 'latest'])),
  }
  await write(owner, p.ens.registry, uniswapArtifact('ENSRegistry').abi, 'setSubnodeOwner', [
    namehash(root.join('.')),
    labelhash(parent),
    sender.from,
  ])
  if (label === '') throw new Error(`bad ENS name ${FAST_GAS_ENS_NAME}`)
  await setAddrRecord(sender, {
    registry: p.ens.registry,
    publicResolver: p.ens.publicResolver,
    name: FAST_GAS_ENS_NAME,
    address: aggregator,
  })
  return {
    ensName: FAST_GAS_ENS_NAME,
    aggregator,
    answerWei: FAST_GAS_ANSWER_WEI.toString(),
    deployer: sender.from,
  }
}
