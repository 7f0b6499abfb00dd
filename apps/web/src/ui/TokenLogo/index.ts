export {
  DoubleTokenLogo,
  type DoubleTokenLogoProps,
  TokenLogo,
  type TokenLogoProps,
} from './TokenLogo'
