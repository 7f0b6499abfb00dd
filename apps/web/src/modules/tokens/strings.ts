// spec 01 §8 error catalogue, token rows (verbatim).
export const TOKEN_STRINGS = {
  failedToFetchList: 'Failed to fetch list: {url}',
  failedValidation: 'Token list failed validation: {details}',
  failedToResolveEns: 'Failed to resolve ENS name: {name}',
  failedToTranslateContenthash: 'Failed to translate contenthash to URI',
  hexLength: 'hex must have length that is multiple of 2',
  unrecognizedCodec: 'Unrecognized codec',
  unrecognizedProtocol: 'Unrecognized list URL protocol.',
  acceptWithoutPending: 'Accept list update called without pending update',
  invalidTokenAddress: 'Invalid token address: {address}',
  enterValidListLocation: 'Enter valid list location',
  errorImportingList: 'Error importing list',
  enterValidTokenAddress: 'Enter valid token address',
  noResults: 'No results found.',
  unknownSymbol: 'UNKNOWN',
  unknownName: 'Unknown Token',
} as const
