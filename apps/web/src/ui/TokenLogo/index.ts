export { DoubleTokenLogo, type DoubleTokenLogoProps } from './DoubleTokenLogo'
export { Identicon, type IdenticonProps } from './Identicon'
export { TokenLogo, type TokenLogoProps } from './TokenLogo'
