// Uniswap's deployments on the Sepolia testnets, as Uniswap publishes them (see mainnets.ts for
// the rules). Sepolia's TickLens is not on its v3 page (the address @uniswap/sdk-core gives it
// is the page's ProxyAdmin row); sdk-core's is kept, cited, because the v3 reads need one.
// The spec's testnets (Ropsten, Rinkeby, Görli, Kovan, Optimistic Kovan, Arbitrum Rinkeby,
// Polygon Mumbai) are shut down and left out; so are Celo Alfajores (retired for Celo Sepolia,
// which has no Uniswap page) and Zora Sepolia (no v4 and no Universal Router published).
import type { PublishedDeployment } from '../contracts'
import { PERMIT2, SDK_CORE, V2_PAGE, V4_PAGE, v3Page, weth } from './sources'

export const TESTNET_DEPLOYMENTS: Readonly<Record<number, PublishedDeployment>> = {
  // Sepolia
  11155111: {
    sources: [V2_PAGE, v3Page('Ethereum'), V4_PAGE, SDK_CORE],
    v2: {
      factory: '0xF62c03E08ada871A0bEb309762E260a7a6a880E6',
      router02: '0xeE567Fe1712Faf6149d80dA1E6934E354124CfE3',
    },
    v3: {
      factory: '0x0227628f3F023bb0B980b67D528571c95c6DaC1c',
      positionManager: '0x1238536071E1c677A632429e3655c799b22cDA52',
      quoterV2: '0xEd1f6473345F45b75F8179591dd5bA1888cf2FB3',
      swapRouter02: '0x3bFA4769FB09eefC5a80d6E87c3B9C650f7Ae48E',
      tickLens: '0x0b343475d44EC2b4b8243EBF81dc888BF0A14b36',
      v3Migrator: '0x729004182cF005CEC8Bd85df140094b6aCbe8b15',
      interfaceMulticall: '0xD7F33bCdb21b359c8ee6F0251d30E94832baAd07',
    },
    v4: {
      poolManager: '0xE03A1074c86CFeDd5C142C4F04F1a1536e203543',
      positionManager: '0x429ba70129df741B2Ca2a85BC3A2a3328e5c09b4',
      quoter: '0x61B3f2011A92d183C7dbaDBdA940a7555Ccf9227',
      stateView: '0xE1Dd9c3fA50EDB962E442f60DfBc432e24537E4C',
    },
    universalRouter: '0x3A9D48AB9751398BbFa63ad67599Bb04e4BdF98b',
    permit2: PERMIT2,
    wrappedNative: weth('0xfFf9976782d46CC05630D1f6eBAb18b2324d6B14'),
  },
  // Base Sepolia
  84532: {
    sources: [v3Page('Base'), V4_PAGE],
    v3: {
      factory: '0x4752ba5DBc23f44D87826276BF6Fd6b1C372aD24',
      positionManager: '0x27F971cb582BF9E50F397e4d29a5C7A34f11faA2',
      quoterV2: '0xC5290058841028F1614F3A6F0F5816cAd0df5E27',
      swapRouter02: '0x94cC0AaC535CCDB3C01d6787D6413C739ae12bc4',
      tickLens: '0xedf6066a2b290C185783862C7F4776A2C8077AD1',
      v3Migrator: '0xCbf8b7f80800bd4888Fbc7bf1713B80FE4E23E10',
      interfaceMulticall: '0xd867e273eAbD6c853fCd0Ca0bFB6a3aE6491d2C1',
    },
    v4: {
      poolManager: '0x05E73354cFDd6745C338b50BcFDfA3Aa6fA03408',
      positionManager: '0x4B2C77d209D3405F41a037Ec6c77F7F5b8e2ca80',
      quoter: '0x4A6513c898fe1B2d0E78d3b0e0A4a151589B1cBa',
      stateView: '0x571291b572ed32ce6751a2Cb2486EbEe8DEfB9B4',
    },
    universalRouter: '0x492E6456D9528771018DeB9E87ef7750EF184104',
    permit2: PERMIT2,
    wrappedNative: weth('0x4200000000000000000000000000000000000006'),
  },
  // Unichain Sepolia
  1301: {
    sources: [v3Page('Unichain'), V4_PAGE],
    v3: {
      factory: '0x1F98431c8aD98523631AE4a59f267346ea31F984',
      positionManager: '0xB7F724d6dDDFd008eFf5cc2834edDE5F9eF0d075',
      quoterV2: '0x6Dd37329A1A225a6Fca658265D460423DCafBF89',
      swapRouter02: '0xd1AAE39293221B77B0C71fBD6dCb7Ea29Bb5B166',
      tickLens: '0x5f739c790a48E97eec0efb81bab5D152c0A0ecA0',
      v3Migrator: '0xb5FA244C9d6D04B2FBac84418b3c4910ED1Ae5f2',
      interfaceMulticall: '0x9D0F15f2cf58655fDDcD1EE6129C547fDaeD01b1',
    },
    v4: {
      poolManager: '0x00B036B58a818B1BC34d502D3fE730Db729e62AC',
      positionManager: '0xf969Aee60879C54bAAed9F3eD26147Db216Fd664',
      quoter: '0x56DCD40A3F2d466F48e7F48bDBE5Cc9B92Ae4472',
      stateView: '0xc199F1072a74D4e905ABa1A84d9a45E2546B6222',
    },
    universalRouter: '0xf70536B3bcC1bD1a972dc186A2cf84cC6da6Be5D',
    permit2: PERMIT2,
    wrappedNative: weth('0x4200000000000000000000000000000000000006'),
  },
  // Arbitrum Sepolia
  421614: {
    sources: [v3Page('Arbitrum'), V4_PAGE],
    v3: {
      factory: '0x248AB79Bbb9bC29bB72f7Cd42F17e054Fc40188e',
      positionManager: '0x6b2937Bde17889EDCf8fbD8dE31C3C2a70Bc4d65',
      quoterV2: '0x2779a0CC1c3e0E44D2542EC3e79e3864Ae93Ef0B',
      swapRouter02: '0x101F443B4d1b059569D643917553c771E1b9663E',
      tickLens: '0x0fd18587734e5C2dcE2dccDcC7DD1EC89ba557d9',
      v3Migrator: '0x398f43ef2c67B941147157DA1c5a868E906E043D',
      interfaceMulticall: '0x2B718b475e385eD29F56775a66aAB1F5cC6B2A0A',
    },
    v4: {
      poolManager: '0xFB3e0C6F74eB1a21CC1Da29aeC80D2Dfe6C9a317',
      positionManager: '0xAc631556d3d4019C95769033B5E719dD77124BAc',
      quoter: '0x7dE51022d70A725b508085468052E25e22b5c4c9',
      stateView: '0x9D467FA9062b6e9B1a46E26007aD82db116c67cB',
    },
    universalRouter: '0xeFd1D4bD4cf1e86Da286BB4CB1B8BcED9C10BA47',
    permit2: PERMIT2,
    wrappedNative: weth('0x980B62Da83eFf3D4576C647993b0c1D7faf17c73'),
  },
  // OP Sepolia
  11155420: {
    sources: [v3Page('Optimism')],
    v3: {
      factory: '0x8CE191193D15ea94e11d327b4c7ad8bbE520f6aF',
      positionManager: '0xdA75cEf1C93078e8b736FCA5D5a30adb97C8957d',
      quoterV2: '0x0FBEa6cf957d95ee9313490050F6A0DA68039404',
      swapRouter02: '0x94cC0AaC535CCDB3C01d6787D6413C739ae12bc4',
      tickLens: '0xCb7f54747F58F8944973cea5b8f4ac2209BadDC5',
      v3Migrator: '0xE7EcbAAaA54D007A00dbb6c1d2f150066D69dA07',
      interfaceMulticall: '0x80e4e06841bb76AA9735E0448cB8d003C0EF009a',
    },
    universalRouter: '0xD5bBa708b39537d33F2812E5Ea032622456F1A95',
    permit2: PERMIT2,
    wrappedNative: weth('0x4200000000000000000000000000000000000006'),
  },
}
