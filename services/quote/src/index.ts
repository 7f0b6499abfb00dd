// @tidepool/quote-service: GET /quote (spec 01 §7.1) on @tidepool/routing. See README.md.
export { chainsFromManifest, type QuoteChain, type TokenInfo } from './chains.ts'
export type { QuoteResponse } from './response.ts'
export { createQuoteServer, type QuoteServer, type QuoteServerOptions } from './server.ts'
