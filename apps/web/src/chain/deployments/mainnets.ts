// Uniswap's deployments on the main networks, as Uniswap publishes them: every address below is
// copied from the pages each entry's `sources` names (github.com/Uniswap/docs, the source of
// docs.uniswap.org: v2 "Deployment addresses", v3 "Deployments" per chain, v4 "Deployments"),
// checksummed. deployments.test.ts checks them against @uniswap/sdk-core where it lists a chain.
//
// Where a page lists no such contract the field is absent, never filled in by analogy: Ink and
// Soneium have only v4 published (their wrapped ether is the OP Stack's WETH predeploy, cited);
// Unichain's v3 page lists neither Permit2 nor the Universal Router, which come from the v4 page;
// Celo's wrapped native is CELO itself (an ERC-20). Left out of the table, with the reason in the
// README: ZKsync (v3 at non-canonical CREATE2 parameters, its own Permit2 address), Tempo (no
// native coin of the usual kind), Monad and MegaETH (no public RPC verified yet), Linea (not on
// Uniswap's deployment pages).
//
// Loaded only with the public chain table (publicChains.ts), never in the initial JS.
import type { PublishedDeployment } from '../contracts'
import { CANONICAL_V3, OP_PREDEPLOYS, PERMIT2, V2_PAGE, V4_PAGE, v3Page, weth } from './sources'

/** The v4 page lists one and the same set for Soneium and for Ink (the same CREATE2 deployment). */
const SONEIUM_INK_V4 = {
  poolManager: '0x360E68faCcca8cA495c1B759Fd9EEe466db9FB32',
  positionManager: '0x1b35d13a2E2528f192637F14B05f0Dc0e7dEB566',
  quoter: '0x3972C00f7ed4885e145823eb7C655375d275A1C5',
  stateView: '0x76Fd297e2D437cd7f76d50F01AfE6160f86e9990',
} as const

export const MAINNET_DEPLOYMENTS: Readonly<Record<number, PublishedDeployment>> = {
  // Ethereum
  1: {
    sources: [V2_PAGE, v3Page('Ethereum'), V4_PAGE],
    v2: {
      factory: '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f',
      router02: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D',
    },
    v3: {
      ...CANONICAL_V3,
      v3Migrator: '0xA5644E29708357803b5A882D272c41cC0dF92B34',
      interfaceMulticall: '0x1F98415757620B543A52E61c46B32eB19261F984',
    },
    v4: {
      poolManager: '0x000000000004444c5dc75cB358380D2e3dE08A90',
      positionManager: '0xbD216513d74C8cf14cf4747E6AaA6420FF64ee9e',
      quoter: '0x52F0E24D1c21C8A0cB1e5a5dD6198556BD9E1203',
      stateView: '0x7fFE42C4a5DEeA5b0feC41C94C136Cf115597227',
    },
    universalRouter: '0x66a9893cC07D91D95644AEDD05D03f95e1dBA8Af',
    permit2: PERMIT2,
    wrappedNative: weth('0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'),
  },
  // Base
  8453: {
    sources: [V2_PAGE, v3Page('Base'), V4_PAGE],
    v2: {
      factory: '0x8909Dc15e40173Ff4699343b6eB8132c65e18eC6',
      router02: '0x4752ba5DBc23f44D87826276BF6Fd6b1C372aD24',
    },
    v3: {
      factory: '0x33128a8fC17869897dcE68Ed026d694621f6FDfD',
      positionManager: '0x03a520b32C04BF3bEEf7BEb72E919cf822Ed34f1',
      quoterV2: '0x3d4e44Eb1374240CE5F1B871ab261CD16335B76a',
      swapRouter02: '0x2626664c2603336E57B271c5C0b26F421741e481',
      tickLens: '0x0CdeE061c75D43c82520eD998C23ac2991c9ac6d',
      v3Migrator: '0x23cF10b1ee3AdfCA73B0eF17C07F7577e7ACd2d7',
      interfaceMulticall: '0x091e99cb1C49331a94dD62755D168E941AbD0693',
    },
    v4: {
      poolManager: '0x498581fF718922c3f8e6A244956aF099B2652b2b',
      positionManager: '0x7C5f5A4bBd8fD63184577525326123B519429bDc',
      quoter: '0x0d5e0F971ED27FBfF6c2837bf31316121532048D',
      stateView: '0xA3c0c9b65baD0b08107Aa264b0f3dB444b867A71',
    },
    universalRouter: '0x6fF5693b99212Da76ad316178A184AB56D299b43',
    permit2: PERMIT2,
    wrappedNative: weth('0x4200000000000000000000000000000000000006'),
  },
  // Unichain
  130: {
    sources: [V2_PAGE, v3Page('Unichain'), V4_PAGE],
    v2: {
      factory: '0x1F98400000000000000000000000000000000002',
      router02: '0x284F11109359a7e1306C3e447ef14D38400063FF',
    },
    v3: {
      factory: '0x1F98400000000000000000000000000000000003',
      positionManager: '0x943e6e07a7E8E791dAFC44083e54041D743C46E9',
      quoterV2: '0x385A5cf5F83e99f7BB2852b6A19C3538b9FA7658',
      swapRouter02: '0x73855d06DE49d0fe4A9c42636Ba96c62da12FF9C',
      tickLens: '0xD5D76fa166AB8d8AD4C9f61AaA81457b66cBE443',
      v3Migrator: '0xB9d0c246f306B1aaF02ae6Ba112D5Ef25e5B60Dc',
      interfaceMulticall: '0xB7610f9b733e7d45184be3a1bc966960ccc54f0B',
    },
    v4: {
      poolManager: '0x1F98400000000000000000000000000000000004',
      positionManager: '0x4529A01c7A0410167c5740C487A8DE60232617bf',
      quoter: '0x333E3C607B141b18fF6de9f258db6e77fE7491E0',
      stateView: '0x86e8631A016F9068C3f085fAF484Ee3F5fDee8f2',
    },
    universalRouter: '0xEf740bf23aCaE26f6492B10de645D6B98dC8Eaf3',
    permit2: PERMIT2,
    wrappedNative: weth('0x4200000000000000000000000000000000000006'),
  },
  // Arbitrum One
  42161: {
    sources: [V2_PAGE, v3Page('Arbitrum'), V4_PAGE],
    v2: {
      factory: '0xf1D7CC64Fb4452F05c498126312eBE29f30Fbcf9',
      router02: '0x4752ba5DBc23f44D87826276BF6Fd6b1C372aD24',
    },
    v3: {
      ...CANONICAL_V3,
      v3Migrator: '0xA5644E29708357803b5A882D272c41cC0dF92B34',
      interfaceMulticall: '0xadF885960B47eA2CD9B55E6DAc6B42b7Cb2806dB',
    },
    v4: {
      poolManager: '0x360E68faCcca8cA495c1B759Fd9EEe466db9FB32',
      positionManager: '0xd88F38F930b7952f2DB2432Cb002E7abbF3dD869',
      quoter: '0x3972C00f7ed4885e145823eb7C655375d275A1C5',
      stateView: '0x76Fd297e2D437cd7f76d50F01AfE6160f86e9990',
    },
    universalRouter: '0xA51afAFe0263b40EdaEf0Df8781eA9aa03E381a3',
    permit2: PERMIT2,
    wrappedNative: weth('0x82aF49447D8a07e3bd95BD0d56f35241523fBab1'),
  },
  // OP Mainnet
  10: {
    sources: [V2_PAGE, v3Page('Optimism'), V4_PAGE],
    v2: {
      factory: '0x0c3c1c532F1e39EdF36BE9Fe0bE1410313E074Bf',
      router02: '0x4A7b5Da61326A6379179b40d00F57E5bbDC962c2',
    },
    v3: {
      ...CANONICAL_V3,
      interfaceMulticall: '0x1F98415757620B543A52E61c46B32eB19261F984',
    },
    v4: {
      poolManager: '0x9a13F98Cb987694C9F086b1F5eB990EeA8264Ec3',
      positionManager: '0x3C3Ea4B57a46241e54610e5f022E5c45859A1017',
      quoter: '0x1f3131A13296FB91C90870043742C3CDBFF1A8d7',
      stateView: '0xc18a3169788F4F75A170290584ECA6395C75Ecdb',
    },
    universalRouter: '0x851116D9223fabED8E56C0E6b8Ad0c31d98B3507',
    permit2: PERMIT2,
    wrappedNative: weth('0x4200000000000000000000000000000000000006'),
  },
  // Polygon
  137: {
    sources: [V2_PAGE, v3Page('Polygon'), V4_PAGE],
    v2: {
      factory: '0x9e5A52f57b3038F1B8EeE45F28b3C1967e22799C',
      router02: '0xedf6066a2b290C185783862C7F4776A2C8077AD1',
    },
    v3: {
      ...CANONICAL_V3,
      v3Migrator: '0xA5644E29708357803b5A882D272c41cC0dF92B34',
      interfaceMulticall: '0x1F98415757620B543A52E61c46B32eB19261F984',
    },
    v4: {
      poolManager: '0x67366782805870060151383F4BbFF9daB53e5cD6',
      positionManager: '0x1Ec2eBf4F37E7363FDfe3551602425af0B3ceef9',
      quoter: '0xb3d5c3Dfc3a7aEbFF71895A7191796BFFc2c81b9',
      stateView: '0x5eA1bD7974c8A611cBAB0bDCAFcB1D9CC9b3BA5a',
    },
    universalRouter: '0x1095692A6237d83C6a72F3F5eFEdb9A670C49223',
    permit2: PERMIT2,
    wrappedNative: {
      address: '0x0d500B1d8E8eF31E21C99d1Db9A6444d3ADf1270',
      symbol: 'WMATIC',
      name: 'Wrapped Matic',
      decimals: 18,
    },
  },
  // BNB Chain
  56: {
    sources: [V2_PAGE, v3Page('BNB-Binance'), V4_PAGE],
    v2: {
      factory: '0x8909Dc15e40173Ff4699343b6eB8132c65e18eC6',
      router02: '0x4752ba5DBc23f44D87826276BF6Fd6b1C372aD24',
    },
    v3: {
      factory: '0xdB1d10011AD0Ff90774D0C6Bb92e5C5c8b4461F7',
      positionManager: '0x7b8A01B39D58278b5DE7e48c8449c9f4F5170613',
      quoterV2: '0x78D78E420Da98ad378D7799bE8f4AF69033EB077',
      swapRouter02: '0xB971eF87ede563556b2ED4b1C0b0019111Dd85d2',
      tickLens: '0xD9270014D396281579760619CCf4c3af0501A47C',
      v3Migrator: '0x32681814957e0C13117ddc0c2aba232b5c9e760f',
      interfaceMulticall: '0x963Df249eD09c358A4819E39d9Cd5736c3087184',
    },
    v4: {
      poolManager: '0x28e2Ea090877bF75740558f6BFB36A5ffeE9e9dF',
      positionManager: '0x7A4a5c919aE2541AeD11041A1AEeE68f1287f95b',
      quoter: '0x9F75dD27D6664c475B90e105573E550ff69437B0',
      stateView: '0xd13Dd3D6E93f276FAfc9Db9E6BB47C1180aeE0c4',
    },
    universalRouter: '0x1906c1d672b88cD1B9aC7593301cA990F94Eae07',
    permit2: PERMIT2,
    wrappedNative: {
      address: '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c',
      symbol: 'WBNB',
      name: 'Wrapped BNB',
      decimals: 18,
    },
  },
  // Avalanche C-Chain
  43114: {
    sources: [V2_PAGE, v3Page('AVAX'), V4_PAGE],
    v2: {
      factory: '0x9e5A52f57b3038F1B8EeE45F28b3C1967e22799C',
      router02: '0x4752ba5DBc23f44D87826276BF6Fd6b1C372aD24',
    },
    v3: {
      factory: '0x740b1c1de25031C31FF4fC9A62f554A55cdC1baD',
      positionManager: '0x655C406EBFa14EE2006250925e54ec43AD184f8B',
      quoterV2: '0xbe0F5544EC67e9B3b2D979aaA43f18Fd87E6257F',
      swapRouter02: '0xbb00FF08d01D300023C629E8fFfFcb65A5a578cE',
      tickLens: '0xEB9fFC8bf81b4fFd11fb6A63a6B0f098c6e21950',
      v3Migrator: '0x44f5f1f5E452ea8d29C890E8F6e893fC0f1f0f97',
      interfaceMulticall: '0x0139141Cd4Ee88dF3Cdb65881D411bAE271Ef0C2',
    },
    v4: {
      poolManager: '0x06380C0e0912312B5150364B9DC4542BA0DbBc85',
      positionManager: '0xB74b1F14d2754AcfcbBe1a221023a5cf50Ab8ACD',
      quoter: '0xbE40675BB704506a3c2Ccfb762DCFd1e979845C2',
      stateView: '0xc3c9e198C735a4b97e3e683f391cCBDD60B69286',
    },
    universalRouter: '0x94b75331AE8d42C1b61065089B7d48FE14aA73b7',
    permit2: PERMIT2,
    wrappedNative: {
      address: '0xB31f66AA3C1e785363F0875A1B74E27b85FD66c7',
      symbol: 'WAVAX',
      name: 'Wrapped AVAX',
      decimals: 18,
    },
  },
  // Celo
  42220: {
    sources: [v3Page('Celo'), V4_PAGE],
    v3: {
      factory: '0xAfE208a311B21f13EF87E33A90049fC17A7acDEc',
      positionManager: '0x3d79EdAaBC0EaB6F08ED885C05Fc0B014290D95A',
      quoterV2: '0x82825d0554fA07f7FC52Ab63c961F330fdEFa8E8',
      swapRouter02: '0x5615CDAb10dc425a742d643d949a7F474C01abc4',
      tickLens: '0x5f115D9113F88e0a0Db1b5033D90D4a9690AcD3D',
      v3Migrator: '0x3cFd4d48EDfDCC53D3f173F596f621064614C582',
      interfaceMulticall: '0x633987602DE5C4F337e3DbF265303A1080324204',
    },
    v4: {
      poolManager: '0x288dc841A52FCA2707c6947B3A777c5E56cd87BC',
      positionManager: '0xf7965f3981e4D5BC383BfBCb61501763e9068CA9',
      quoter: '0x28566da1093609182dFf2cB2A91CFD72e61d66cd',
      stateView: '0xbc21f8720BABf4b20d195eE5C6e99c52b76F2bfb',
    },
    universalRouter: '0xcb695bc5D3Aa22cAD1E6DF07801b061a05A0233A',
    permit2: PERMIT2,
    wrappedNative: {
      address: '0x471EcE3750Da237f93B8E339c536989b8978a438',
      symbol: 'CELO',
      name: 'Celo native asset',
      decimals: 18,
    },
  },
  // Blast
  81457: {
    sources: [V2_PAGE, v3Page('Blast'), V4_PAGE],
    v2: {
      factory: '0x5C346464d33F90bABaf70dB6388507CC889C1070',
      router02: '0xBB66Eb1c5e875933D44DAe661dbD80e5D9B03035',
    },
    v3: {
      factory: '0x792edAdE80af5fC680d96a2eD80A44247D2Cf6Fd',
      positionManager: '0xB218e4f7cF0533d4696fDfC419A0023D33345F28',
      quoterV2: '0x6Cdcd65e03c1CEc3730AeeCd45bc140D57A25C77',
      swapRouter02: '0x549FEB8c9bd4c12Ad2AB27022dA12492aC452B66',
      tickLens: '0x2E95185bCdD928a3e984B7e2D6560Ab1b17d7274',
      v3Migrator: '0x15CA7043CD84C5D21Ae76Ba0A1A967d42c40ecE0',
      interfaceMulticall: '0xdC7f370de7631cE9e2c2e1DCDA6B3B5744Cf4705',
    },
    v4: {
      poolManager: '0x1631559198A9e474033433b2958daBC135ab6446',
      positionManager: '0x4AD2F4CcA2682cBB5B950d660dD458a1D3f1bAaD',
      quoter: '0x6F71Cdcb0d119fF72C6eb501ABCEb576fBF62BCF',
      stateView: '0x12a88AE16F46DCe4e8B15368008Ab3380885df30',
    },
    universalRouter: '0xeAbBcB3E8E415306207ef514f660A3F820025BE3',
    permit2: PERMIT2,
    wrappedNative: weth('0x4300000000000000000000000000000000000004'),
  },
  // Zora
  7777777: {
    sources: [V2_PAGE, v3Page('Zora'), V4_PAGE],
    v2: {
      factory: '0x0F797dC7efaEA995bB916f268D919d0a1950eE3C',
      router02: '0xa00F34A632630EFd15223B1968358bA4845bEEC7',
    },
    v3: {
      factory: '0x7145F8aeef1f6510E92164038E1B6F8cB2c42Cbb',
      positionManager: '0xbC91e8DfA3fF18De43853372A3d7dfe585137D78',
      quoterV2: '0x11867e1b3348F3ce4FcC170BC5af3d23E07E64Df',
      swapRouter02: '0x7De04c96BE5159c3b5CeffC82aa176dc81281557',
      tickLens: '0x209AAda09D74Ad3B8D0E92910Eaf85D2357e3044',
      v3Migrator: '0x048352d8dCF13686982C799da63fA6426a9D0b60',
      interfaceMulticall: '0xA51c76bEE6746cB487a7e9312E43e2b8f4A37C15',
    },
    v4: {
      poolManager: '0x0575338e4C17006aE181B47900A84404247CA30f',
      positionManager: '0xf66C7b99e2040f0D9b326B3b7c152E9663543D63',
      quoter: '0x5EDACcc0660E0a2C44b06E07Ce8B915E625DC2c6',
      stateView: '0x385785Af07d63b50d0a0ea57C4FF89D06adf7328',
    },
    universalRouter: '0x3315ef7cA28dB74aBADC6c44570efDF06b04B020',
    permit2: PERMIT2,
    wrappedNative: weth('0x4200000000000000000000000000000000000006'),
  },
  // World Chain
  480: {
    sources: [V2_PAGE, v3Page('WorldChain'), V4_PAGE],
    v2: {
      factory: '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f',
      router02: '0x541aB7c31A119441eF3575F6973277DE0eF460bd',
    },
    v3: {
      factory: '0x7a5028BDa40e7B173C278C5342087826455ea25a',
      positionManager: '0xec12a9F9a09f50550686363766Cc153D03c27b5e',
      quoterV2: '0x10158D43e6cc414deE1Bd1eB0EfC6a5cBCfF244c',
      swapRouter02: '0x091AD9e2e6e5eD44c1c66dB50e49A601F9f36cF6',
      tickLens: '0xE61df0CaC9d85876aCE5E3037005D80943570623',
      v3Migrator: '0x9EBDdCBa71C9027E1eB45135672a30bcFEec9de3',
      interfaceMulticall: '0x0a22c04215c97E3F532F4eF30e0aD9458792dAB9',
    },
    v4: {
      poolManager: '0xb1860D529182ac3BC1F51Fa2ABd56662b7D13f33',
      positionManager: '0xC585E0f504613b5fBf874F21Af14c65260fB41fA',
      quoter: '0x55d235b3fF2DaF7c3ede0defC9521f1d6Fe6c5c0',
      stateView: '0x51D394718bc09297262e368c1A481217FdEB71eb',
    },
    universalRouter: '0x8ac7bEE993bb44dAb564Ea4bc9EA67Bf9Eb5e743',
    permit2: PERMIT2,
    wrappedNative: weth('0x4200000000000000000000000000000000000006'),
  },
  // Soneium
  1868: {
    sources: [V4_PAGE, OP_PREDEPLOYS],
    v4: SONEIUM_INK_V4,
    universalRouter: '0x4cded7Edf52c8AA5259A54Ec6a3CE7C6D2a455Df',
    permit2: PERMIT2,
    wrappedNative: weth('0x4200000000000000000000000000000000000006'),
  },
  // Ink
  57073: {
    sources: [V4_PAGE, OP_PREDEPLOYS],
    v4: SONEIUM_INK_V4,
    universalRouter: '0x112908daC86e20e7241B0927479Ea3Bf935d1fa0',
    permit2: PERMIT2,
    wrappedNative: weth('0x4200000000000000000000000000000000000006'),
  },
}
