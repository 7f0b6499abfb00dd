// The RPC URL lists per chain from the command line (`--rpc 1=https://a,https://b`, repeatable)
// and the environment (TIDEPOOL_QUOTE_RPC_1=https://a,https://b); the command line wins.

const ENV_PREFIX = 'TIDEPOOL_QUOTE_RPC_'

function urlList(text: string, where: string): string[] {
  const urls = text
    .split(',')
    .map((u) => u.trim())
    .filter((u) => u !== '')
  if (urls.length === 0) throw new Error(`${where}: no URL`)
  for (const u of urls)
    if (!/^https?:\/\//.test(u)) throw new Error(`${where}: '${u}' is not an http(s) URL`)
  return urls
}

export function parseRpcUrls(
  flags: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): Record<number, string[]> {
  const out: Record<number, string[]> = {}
  for (const [key, value] of Object.entries(env)) {
    if (!key.startsWith(ENV_PREFIX) || value === undefined) continue
    const chainId = Number(key.slice(ENV_PREFIX.length))
    if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new Error(`${key}: not a chain id`)
    out[chainId] = urlList(value, key)
  }
  for (const flag of flags) {
    const eq = flag.indexOf('=')
    const chainId = Number(flag.slice(0, eq))
    if (eq < 1 || !Number.isSafeInteger(chainId) || chainId <= 0)
      throw new Error(`--rpc ${flag}: expected <chainId>=<url>[,<url>…]`)
    out[chainId] = urlList(flag.slice(eq + 1), `--rpc ${flag}`)
  }
  return out
}
