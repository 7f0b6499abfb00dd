// Tokens (issue 3; spec 01 §2 token dialog, §3, §4 list lifecycle, §5, §7.4–7.5, §8): token
// lists, search, custom tokens and logos.
//   TokenListsSync — mounted once under Web3Provider: persists lists and custom tokens, activates
//                    every chain's default lists, refreshes all lists now and every 10 minutes
//                    (local chains: devnet gateway first, ENS on the local L1's registry).
//   CurrencySelect — a currency button ('Select a token' / the chosen token) that opens the token
//                    picker (containers/TokenPicker.tsx): search, manage (Lists / Tokens tabs),
//                    import token, import list views.
export { fetchTokenList, resolveListUrls } from './actions/fetchTokenList'
export { readTokenInfo } from './actions/readTokenInfo'
export { resolveEnsContenthash } from './actions/resolveEnsContenthash'
export { LIST_REFRESH_MS, scheduleListRefresh, updateList } from './actions/updateList'
export { CurrencySelect } from './containers/CurrencySelect'
export { TokenListsSync } from './containers/TokenListsSyncLoader'
// The one Currency type and its helpers (issue 11 §3).
export {
  type Currency,
  currencyId,
  isNative,
  NATIVE_ADDRESS,
  nativeToken,
  sameCurrency,
} from './currency'
export { EnsResolutionError, FetchListError, ListValidationError, TokenListError } from './errors'
export { useChainTokens } from './hooks/useActiveTokens'
export { useAddToWallet } from './hooks/useAddToWallet'
export { useBlockedTokens } from './hooks/useBlockedTokens'
export { useListsSettled } from './hooks/useListsSettled'
export { useLogoUrls } from './hooks/useLogoUrls'
export { useResolvedCurrency } from './hooks/useResolvedCurrency'
export { useSideBalances } from './hooks/useSideBalances'
export { useTokenBalances } from './hooks/useTokenBalances'
export { useTokenRead } from './hooks/useTokenRead'
export {
  type CustomTokens,
  persistCustomTokens,
  useCustomTokensStore,
} from './state/customTokens'
export { canRemoveList } from './state/listsReducer'
export { type ListsStore, persistLists, useListsStore } from './state/listsStore'
export { TOKEN_STRINGS } from './strings'
export type { ListedToken, ListState, ListsState, TokenInfo, TokenList, Version } from './types'
export { isValidListLocation, parseListLocation } from './utils/listUrl'
export { type AssetChainName, tokenLogoUrls } from './utils/logo'
export { maxAmountSpend, NATIVE_GAS_RESERVE } from './utils/maxSpend'
export { commonBases } from './utils/pickerRows'
export { pickOnEnter, SEARCH_RESULTS_CAP, searchTokens } from './utils/search'
export {
  blockedTokenSet,
  listTokenCount,
  selectActiveTokens,
  selectInactiveTokens,
} from './utils/selectors'
export { isBlockedToken, parseTokenAddress, requireTokenAddress } from './utils/tokenAddress'
export { resolveTokenNameAndSymbol, shortenSymbol } from './utils/tokenMetadata'
export { validateTokenList } from './utils/validate'
export { VersionUpgrade } from './utils/version'
