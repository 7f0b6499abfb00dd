// Tokens (issue 3; spec 01 §2 token dialog, §3, §4 list lifecycle, §5, §7.4–7.5, §8): token
// lists, search, custom tokens and logos.
//   TokenListsSync — mounted once under Web3Provider: persists lists and custom tokens, activates
//                    every chain's default lists, refreshes all lists now and every 10 minutes
//                    (local chains: devnet gateway first, ENS on the local L1's registry).
//   CurrencySelect — a currency button ('Select a token' / the chosen token) that opens the token
//                    picker (containers/TokenPicker.tsx): search, manage (Lists / Tokens tabs),
//                    import token, import list views.
export { CurrencySelect } from './containers/CurrencySelect'
// The one Currency type and its helpers (issue 11 §3).
export {
  type Currency,
  currencyId,
  isNative,
  NATIVE_ADDRESS,
  nativeById,
  nativeToken,
  sameCurrency,
} from './currency'
export { useChainTokens } from './hooks/useActiveTokens'
export { useAddToWallet } from './hooks/useAddToWallet'
export { useBlockedTokens } from './hooks/useBlockedTokens'
export { useListsSettled } from './hooks/useListsSettled'
export { useLogoUrls } from './hooks/useLogoUrls'
export { useResolvedCurrency } from './hooks/useResolvedCurrency'
export { useSideBalances } from './hooks/useSideBalances'
export { useTokenBalances } from './hooks/useTokenBalances'
export { useTokenRead } from './hooks/useTokenRead'
export { TokenListsSync } from './lazy'
export { tokenInfoQueryOptions } from './queries/tokenInfo'
export { TokenSafetyCheck } from './safety/TokenSafetyCheck'
export { isRisky, TokenSafetyNotice } from './safety/TokenSafetyNotice'
export type { TokenSafety } from './safety/tokenSafety'
export { usePairSafety } from './safety/usePairSafety'
export { tokenSafetyCached, useTokenSafety } from './safety/useTokenSafety'
export { useCustomTokensStore } from './state/customTokens'
export type { ListedToken, TokenInfo } from './types'
export { maxAmountSpend } from './utils/maxSpend'
export { commonBases } from './utils/pickerRows'
export { resolveTokenNameAndSymbol } from './utils/tokenMetadata'
