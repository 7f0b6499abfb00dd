// Wires the extra lists into the HTTP server's ListsHost (paths are part of the manifest).

import { ENS_LIST_NAME } from '../deploy/extras.ts'
import type { Manifest } from '../manifest.ts'
import {
  buildExtendedList,
  buildInvalidList,
  buildMaliciousList,
  buildUnsupportedList,
  buildVersionedList,
  type ListOptions,
} from './extraLists.ts'
import { ListsHost } from './host.ts'

export const LIST_PATHS = {
  extended: '/lists/extended.json',
  versioned: '/lists/versioned.json',
  versionedAdmin: '/admin/lists/versioned',
  unsupported: '/lists/unsupported.json',
  malicious: '/lists/malicious.json',
  invalid: '/lists/invalid.json',
} as const

export function buildListsHost(
  manifest: Manifest,
  o: ListOptions & { ipfs: Record<string, Uint8Array> },
): ListsHost {
  // The ENS list is also published under its name, as an IPNS name with DNSLink would be.
  const ensBytes = Object.values(o.ipfs)[0]
  return new ListsHost({
    lists: {
      [LIST_PATHS.extended]: buildExtendedList(manifest, o),
      [LIST_PATHS.unsupported]: buildUnsupportedList(manifest, o),
      [LIST_PATHS.malicious]: buildMaliciousList(manifest, o),
      [LIST_PATHS.invalid]: buildInvalidList(manifest, o),
    },
    versionedPath: LIST_PATHS.versioned,
    versionedAdminPath: LIST_PATHS.versionedAdmin,
    buildVersioned: (version) => buildVersionedList(manifest, o, version),
    ipfs: o.ipfs,
    ipns: ensBytes ? { [ENS_LIST_NAME]: ensBytes } : {},
  })
}
