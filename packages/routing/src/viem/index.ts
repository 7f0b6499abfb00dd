export { createChainReader } from './chainReader.ts'
