// The contract-read path of viem (eth_call with its deployless bytecodes, ABI coding, contract
// errors), loaded the first time a read runs, never with the page (issue 11 bundle budget: ~20 KB
// gzip that /swap needs only once a wallet is connected or a token or name is looked up). Import
// it only with import(): `const { readContract } = await import('…/chain/readActions')`.
export {
  BaseError,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
} from 'viem'
export { getBalance, readContract } from 'viem/actions'
export { aggregateReads } from './aggregateReads'
