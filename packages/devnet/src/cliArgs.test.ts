import { describe, expect, it } from 'vitest'
import { CliError, parseCliArgs } from './cliArgs.ts'

describe('parseCliArgs', () => {
  it('default: no options starts with the defaults', () => {
    expect(parseCliArgs([])).toEqual({ kind: 'start', options: {} })
  })

  it('parameters: every flag, in both --flag N and --flag=N forms', () => {
    expect(
      parseCliArgs([
        '--chain-id',
        '1',
        '--l2-chain-id=42161',
        '--l1-port',
        '9545',
        '--l2-port=9546',
        '--http-port',
        '9547',
      ]),
    ).toEqual({
      kind: 'start',
      options: { l1ChainId: 1, l2ChainId: 42161, l1Port: 9545, l2Port: 9546, httpPort: 9547 },
    })
  })

  it('behavior: --help wins over everything else', () => {
    expect(parseCliArgs(['--chain-id', '5', '--help'])).toEqual({ kind: 'help' })
    expect(parseCliArgs(['-h'])).toEqual({ kind: 'help' })
  })

  it('rejects unknown flags, missing and malformed numbers, bad ports', () => {
    expect(() => parseCliArgs(['--chainid', '1'])).toThrow(CliError)
    expect(() => parseCliArgs(['--chain-id'])).toThrow(/needs a whole number/)
    expect(() => parseCliArgs(['--chain-id', '0x1'])).toThrow(/needs a whole number/)
    expect(() => parseCliArgs(['--l1-port', '70000'])).toThrow(/between 1 and 65535/)
    expect(() => parseCliArgs(['--http-port', '0'])).toThrow(/between 1 and 65535/)
  })

  it('rejects equal L1 and L2 chain ids', () => {
    expect(() => parseCliArgs(['--chain-id', '7', '--l2-chain-id', '7'])).toThrow(/must differ/)
  })

  it('issue 33: the OP-stack-style L2 takes its own chain id and port, distinct from the others', () => {
    expect(parseCliArgs(['--op-chain-id', '10', '--op-port=9549'])).toEqual({
      kind: 'start',
      options: { opChainId: 10, opPort: 9549 },
    })
    expect(() => parseCliArgs(['--l2-chain-id', '8', '--op-chain-id', '8'])).toThrow(/must differ/)
  })

  it('issue 17: --replica mainnet selects the mainnet replica; other networks are refused', () => {
    expect(parseCliArgs(['--replica', 'mainnet', '--l1-port', '9545'])).toEqual({
      kind: 'start',
      options: { replica: 'mainnet', l1Port: 9545 },
    })
    expect(parseCliArgs(['--replica=mainnet'])).toEqual({
      kind: 'start',
      options: { replica: 'mainnet' },
    })
    expect(() => parseCliArgs(['--replica', 'sepolia'])).toThrow(/only mainnet/)
    expect(() => parseCliArgs(['--replica'])).toThrow(/only mainnet/)
  })
})
