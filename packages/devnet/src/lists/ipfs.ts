// A real IPFS address for bytes the devnet serves (issue 3: the ENS contenthash must be a real
// encoding): CIDv1, raw codec, sha2-256 — what `ipfs add --cid-version=1 --raw-leaves` gives a
// file of one block — computed with multiformats.
import { CID } from 'multiformats/cid'
import * as raw from 'multiformats/codecs/raw'
import { sha256 } from 'multiformats/hashes/sha2'

/** The CIDv1 (base32) of `bytes` as one raw block. */
export async function rawCid(bytes: Uint8Array): Promise<string> {
  return CID.create(1, raw.code, await sha256.digest(bytes)).toString()
}
