// The Uniswap SDKs under plain Node: their ESM builds use extensionless imports only bundlers
// resolve, so the CommonJS builds are loaded (as routing-sdk.ts does). smart-order-router is
// CommonJS too: one copy of each SDK, so AlphaRouter and Tidepool's encoder share the classes.
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

export const core = require('@uniswap/sdk-core') as typeof import('@uniswap/sdk-core')
export const routerSdk = require('@uniswap/router-sdk') as typeof import('@uniswap/router-sdk')
export const v2 = require('@uniswap/v2-sdk') as typeof import('@uniswap/v2-sdk')
export const v3 = require('@uniswap/v3-sdk') as typeof import('@uniswap/v3-sdk')
export const sor =
  require('@uniswap/smart-order-router') as typeof import('@uniswap/smart-order-router')
export const ethers = require('ethers') as typeof import('ethers')
