// Where the wallet dialog's legal line points (spec 01 §2 "Legal notices": terms acceptance is
// implied by connecting a wallet; issue 12 #9: the terms must be real links). A deployment with
// terms of its own sets VITE_TERMS_URL; without one the line links the reference interface's
// terms, the ones this interface inherits with the protocol.
const env: Readonly<Record<string, unknown>> = import.meta.env

const configured = (key: string): string | undefined => {
  const value = env[key]
  return typeof value === 'string' && /^https:\/\/\S+$/.test(value) ? value : undefined
}

export const TERMS_OF_SERVICE_URL =
  configured('VITE_TERMS_URL') ?? 'https://uniswap.org/terms-of-service'
export const PROTOCOL_DISCLAIMER_URL = 'https://uniswap.org/disclaimer/'
