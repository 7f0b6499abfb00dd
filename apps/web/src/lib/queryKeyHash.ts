// The query-key hash of every query of the app: TanStack's own (plain objects hashed with their
// keys sorted), except that bigints, which JSON cannot write, hash as their decimal digits (block
// numbers, amounts and token ids are in many keys).
export function hashQueryKey(queryKey: readonly unknown[]): string {
  return JSON.stringify(queryKey, (_, value: unknown) => {
    if (typeof value === 'bigint') return value.toString()
    if (!isPlainObject(value)) return value
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, value[key]]),
    )
  })
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const proto: unknown = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}
