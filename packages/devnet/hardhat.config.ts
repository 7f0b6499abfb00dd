// Config of the devnet's `hardhat node` child processes (src/nodes.ts). The chain id and port
// come from the command line; the rest from the environment the parent sets.
import { defineConfig } from 'hardhat/config'

const env = (name: string, fallback: string): string => process.env[name] ?? fallback
const hardhatDir = env('TIDEPOOL_DEVNET_HARDHAT_DIR', '../../.devnet/hardhat')
// The L1 starts in the past (src/clock.ts); unset, the node starts at the wall clock.
const initialDate = process.env.TIDEPOOL_DEVNET_INITIAL_DATE

export default defineConfig({
  paths: {
    // The node task creates and watches `<artifacts>/build-info`: keep that out of the package.
    artifacts: `${hardhatDir}/artifacts`,
    cache: `${hardhatDir}/cache`,
  },
  networks: {
    node: {
      type: 'edr-simulated',
      chainType: 'l1',
      // devnet-facts: osaka's 2^24 per-transaction gas cap also applies to eth_call and breaks
      // large quote multicalls; prague plus a 60 M block gas limit avoid it.
      hardfork: 'prague',
      blockGasLimit: 60_000_000,
      initialBaseFeePerGas: BigInt(env('TIDEPOOL_DEVNET_BASE_FEE', '2000000000')),
      // Automine for instant receipts, plus interval mining so the block number visibly moves.
      ...(initialDate ? { initialDate } : {}),
      mining: { auto: true, interval: Number(env('TIDEPOOL_DEVNET_BLOCK_MS', '12000')) },
    },
  },
})
