export { createChainReader } from './chainReader.ts'
export { createTransferFeeMeasure } from './transferFee.ts'
