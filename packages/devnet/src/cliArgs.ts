// Command-line parsing for `npm start -w packages/devnet` (kept pure for unit tests).
import type { DevnetOptions } from './index.ts'

export const USAGE = `Usage: npm start -w packages/devnet -- [options]

Starts a local L1, a local Arbitrum-family L2 and a local OP-stack-style L2 with the Uniswap
v2 + v3 + v4 stack deployed and seeded, writes .devnet/manifest.json and serves it with the token list and explorer pages.

Options:
  --chain-id N       chain id of the local L1 (default 31337)
  --l2-chain-id N    chain id of the local Arbitrum-style L2 (default 412346)
  --op-chain-id N    chain id of the local OP-stack-style L2 (default 412347)
  --l1-port N        JSON-RPC port of the L1 node (default 8545)
  --l2-port N        JSON-RPC port of the L2 node (default 8546)
  --op-port N        JSON-RPC port of the OP-stack-style L2 (default: the L2 port + 3, 8549)
  --http-port N      port of the manifest / token list / explorer server (default 8547)
  --replica mainnet  instead: one node under chain id 1 with Uniswap and the main tokens at
                     their real Ethereum addresses, RPC on --l1-port (see the devnet README)
  --help             show this help
`

export type CliCommand = { kind: 'help' } | { kind: 'start'; options: DevnetOptions }

const FLAGS = {
  '--chain-id': 'l1ChainId',
  '--l2-chain-id': 'l2ChainId',
  '--op-chain-id': 'opChainId',
  '--l1-port': 'l1Port',
  '--l2-port': 'l2Port',
  '--op-port': 'opPort',
  '--http-port': 'httpPort',
} as const satisfies Record<string, keyof DevnetOptions>

export class CliError extends Error {
  override name = 'CliError'
}

function parsePositiveInt(flag: string, raw: string | undefined, max: number): number {
  if (raw === undefined || !/^\d+$/.test(raw))
    throw new CliError(`${flag} needs a whole number, got ${raw ?? 'nothing'}`)
  const n = Number(raw)
  if (n < 1 || n > max) throw new CliError(`${flag} must be between 1 and ${max}, got ${raw}`)
  return n
}

/** Parses argv (without node and script). Accepts `--flag N` and `--flag=N`. */
export function parseCliArgs(argv: readonly string[]): CliCommand {
  const options: DevnetOptions = {}
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? ''
    if (arg === '--help' || arg === '-h') return { kind: 'help' }
    const [flag, inline] = arg.includes('=') ? arg.split('=', 2) : [arg, undefined]
    if (flag === '--replica') {
      const network = inline ?? argv[++i]
      if (network !== 'mainnet')
        throw new CliError(`--replica supports only mainnet, got ${network ?? 'nothing'}`)
      options.replica = network
      continue
    }
    if (!flag || !(flag in FLAGS)) throw new CliError(`unknown option ${arg} (see --help)`)
    const key = FLAGS[flag as keyof typeof FLAGS]
    const raw = inline ?? argv[++i]
    const isPort = key.endsWith('Port')
    // Chain ids must fit in a JS safe integer for wallets; ports in 16 bits.
    options[key] = parsePositiveInt(flag, raw, isPort ? 65_535 : Number.MAX_SAFE_INTEGER)
  }
  const ids = [options.l1ChainId, options.l2ChainId, options.opChainId].filter((id) => id)
  if (new Set(ids).size !== ids.length) throw new CliError('the chain ids must differ')
  return { kind: 'start', options }
}
