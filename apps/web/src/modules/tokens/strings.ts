// spec 01 §8 error catalogue, token rows (verbatim), as Lingui descriptors: components translate
// them at render (`_(…)`), non-React code with the active catalog (`i18n._(…)`, see i18n/index.ts).
import { msg } from '@lingui/core/macro'

export const TOKEN_STRINGS = {
  failedToFetchList: msg({ message: 'Failed to fetch list: {url}' }),
  failedValidation: msg({ message: 'Token list failed validation: {details}' }),
  failedToResolveEns: msg({ message: 'Failed to resolve ENS name: {name}' }),
  failedToTranslateContenthash: msg`Failed to translate contenthash to URI`,
  unrecognizedProtocol: msg`Unrecognized list URL protocol.`,
  invalidTokenAddress: msg({ message: 'Invalid token address: {address}' }),
  errorImportingList: msg`Error importing list`,
  unknownSymbol: msg`UNKNOWN`,
  unknownName: msg`Unknown Token`,
}

// spec 01 §2 "Token selection dialog" (verbatim).
export const PICKER_STRINGS = {
  title: msg`Select a token`,
  searchPlaceholder: msg`Search name or paste address`,
  manageLists: msg`Manage Token Lists`,
  active: msg`Active`,
  // issue 34 #13: 'Active' on every row said nothing by itself; and the chosen token was unmarked
  activeHint: msg`On one of your active token lists, or added by you`,
  selected: msg`Selected`,
  import: msg`Import`,
  commonBases: msg`Common bases`,
  selectToken: msg`Select a token`,
  loading: msg`Loading…`,
  back: msg`Back`,
  importToken: msg`Import token`,
  importWarning: msg`This token doesn't appear on the active token list(s). Make sure this is the token that you want to trade.`,
  unknownSource: msg`Unknown Source`,
  viewOnExplorer: msg`(View on Explorer)`,
  notSupportedTitle: msg`Token not supported`,
  notSupported: msg`This token is not supported in the Uniswap Labs app`,
  manage: msg`Manage`,
  lists: msg`Lists`,
  tokens: msg`Tokens`,
  listInput: msg`https:// or ipfs:// or ENS name`,
  loaded: msg`Loaded`,
  on: msg`ON`,
  off: msg`OFF`,
  tokensCount: msg({ message: '{count, plural, one {# token} other {# tokens}}' }),
  viewList: msg`View list`,
  removeList: msg`Remove list`,
  updateList: msg`Update list`,
  removePrompt: msg({
    message: 'Please confirm you would like to remove this list by typing {word}',
  }),
  /**
   * spec 01 §5: list removal requires typing REMOVE exactly (case-sensitive, not trimmed). The
   * word is translated with the prompt that quotes it, as the reference interface does.
   */
  removeWord: msg`REMOVE`,
  customTokens: msg({ message: '{count} Custom Tokens' }),
  clearAll: msg`Clear all`,
  remove: msg`Remove`,
  tip: msg`Tip: Custom tokens are stored locally in your browser`,
  importList: msg`Import List`,
  importAtOwnRisk: msg`Import at your own risk`,
  importListWarning: msg`By adding this list you are implicitly trusting that the data is correct. Anyone can create a list, including creating fake versions of existing lists and lists that claim to represent projects that do not have one.`,
  iUnderstand: msg`I understand`,
  logoAlt: msg({ message: '{symbol} logo' }),
  listInfo: msg({ message: '{name} info' }),
  listDetails: msg({ message: '{name} details' }),
  removeToken: msg({ message: 'Remove {symbol}' }),
  selectTokenFor: msg({ message: '{label}: {symbol}' }),
  /** issue 12 #8: a list that never loaded is shown off, with why and a way to try again. */
  listFailed: msg`This list could not be loaded, so it is off.`,
  retry: msg`Retry`,
  retryList: msg({ message: 'Retry loading {name}' }),
}

/** The token-address input's placeholder: a hex address shape, not text to translate. */
export const TOKEN_INPUT_PLACEHOLDER = '0x0000'
