export { DoubleTokenLogo, type DoubleTokenLogoProps } from './DoubleTokenLogo'
export { TokenLogo, type TokenLogoProps } from './TokenLogo'
