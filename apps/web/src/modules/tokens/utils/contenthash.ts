// spec 01 §7.5: an ENS list location resolves to a contenthash, decoded with a maintained
// library (@ensdomains/content-hash) into an ipfs://, ipns:// or ar:// URI. Error texts are the
// catalogue's (spec 01 §8).

import { decode, getCodec } from '@ensdomains/content-hash'
import { msg } from '@lingui/core/macro'
import { i18n } from '../../../i18n'

// The texts only this part shows.
const TEXT = {
  hexLength: msg`hex must have length that is multiple of 2`,
  unrecognizedCodec: msg`Unrecognized codec`,
}

// Codec names as @ensdomains/content-hash v3 reports them (older versions said 'ipfs-ns' etc.).
const URI_SCHEMES: Record<string, string> = {
  ipfs: 'ipfs',
  ipns: 'ipns',
  arweave: 'ar',
}

/** Decodes an ENS contenthash (0x-hex) into a content URI; throws the catalogue's messages. */
export function contenthashToUri(contenthash: string): string {
  const hex = contenthash.startsWith('0x') ? contenthash.slice(2) : contenthash
  if (hex.length % 2 !== 0) throw new Error(i18n._(TEXT.hexLength))
  if (!/^[0-9a-f]*$/i.test(hex)) throw new Error(i18n._(TEXT.hexLength))
  let codec: string | undefined
  try {
    codec = getCodec(hex)
  } catch {
    codec = undefined
  }
  const scheme = codec ? URI_SCHEMES[codec] : undefined
  if (!scheme) throw new Error(`${i18n._(TEXT.unrecognizedCodec)}: ${codec ?? 'none'}`)
  return `${scheme}://${decode(hex)}`
}
