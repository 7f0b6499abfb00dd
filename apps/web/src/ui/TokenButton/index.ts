export { TokenButton, type TokenButtonProps } from './TokenButton'
