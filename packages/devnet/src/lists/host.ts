// Serves the extra lists over HTTP (issue 3): fixed JSON bodies, the versioned list with its
// admin endpoint, and an IPFS/IPNS gateway emulation for the content the ENS name points at.
import type { TokenList } from '../tokenlist.ts'
import { VERSIONED_INITIAL, VERSIONED_RELEASES } from './extraLists.ts'

export interface HostedResponse {
  status: number
  type: string
  body: string | Uint8Array
}

export interface ListsHostOptions {
  /** Path (e.g. '/lists/extended.json') → list. */
  lists: Record<string, TokenList>
  versionedPath: string
  versionedAdminPath: string
  buildVersioned: (version: string) => TokenList
  /** CID → bytes, served at /ipfs/{cid}; IPNS name → bytes, served at /ipns/{name}. */
  ipfs: Record<string, Uint8Array>
  ipns: Record<string, Uint8Array>
}

const json = (status: number, value: unknown): HostedResponse => ({
  status,
  type: 'application/json',
  body: JSON.stringify(value, null, 2),
})

export class ListsHost {
  private version = VERSIONED_INITIAL
  private readonly o: ListsHostOptions
  /** Fixed lists serialized once: the malicious one has 10,000 tokens. */
  private readonly bodies: Map<string, string>
  constructor(o: ListsHostOptions) {
    this.o = o
    this.bodies = new Map(Object.entries(o.lists).map(([p, l]) => [p, JSON.stringify(l, null, 2)]))
  }

  get versionedVersion(): string {
    return this.version
  }

  /** Publishes another release of the versioned list; throws for an unknown version. */
  publish(version: string): void {
    if (!VERSIONED_RELEASES[version])
      throw new Error(
        `unknown version ${version}: one of ${Object.keys(VERSIONED_RELEASES).join(', ')}`,
      )
    this.version = version
  }

  /** Answers a request, or undefined when the path is not the host's. */
  handle(method: string, path: string, body: string): HostedResponse | undefined {
    if (path === this.o.versionedAdminPath) return this.admin(method, body)
    if (method !== 'GET' && method !== 'HEAD') return undefined
    const fixed = this.bodies.get(path)
    if (fixed !== undefined) return { status: 200, type: 'application/json', body: fixed }
    if (path === this.o.versionedPath) return json(200, this.o.buildVersioned(this.version))
    const content = /^\/(ipfs|ipns)\/([^/]+)\/?$/.exec(path)
    if (content?.[1] && content[2]) {
      const bytes = (content[1] === 'ipfs' ? this.o.ipfs : this.o.ipns)[content[2]]
      if (bytes) return { status: 200, type: 'application/json', body: bytes }
      return { status: 404, type: 'text/plain', body: `no content ${content[2]}` }
    }
    return undefined
  }

  /** GET: the published version. POST {"version": "x.y.z"}: publish it (releases: extraLists.ts). */
  private admin(method: string, body: string): HostedResponse {
    if (method === 'POST') {
      let version: unknown
      try {
        version = (JSON.parse(body) as { version?: unknown }).version
      } catch {
        return json(400, { error: 'body must be JSON {"version": "x.y.z"}' })
      }
      try {
        this.publish(String(version))
      } catch (e) {
        return json(400, { error: e instanceof Error ? e.message : String(e) })
      }
    }
    return json(200, { version: this.version, releases: Object.keys(VERSIONED_RELEASES) })
  }
}
