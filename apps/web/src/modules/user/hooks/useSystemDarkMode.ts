import { useSyncExternalStore } from 'react'

const QUERY = '(prefers-color-scheme: dark)'

// One list for the page, made at the first read: React asks for the snapshot and subscribes
// several times per render, and each matchMedia call parses the query anew.
let list: MediaQueryList | null | undefined

function media(): MediaQueryList | null {
  if (list === undefined)
    list =
      typeof window !== 'undefined' && typeof window.matchMedia === 'function'
        ? window.matchMedia(QUERY)
        : null
  return list
}

function subscribe(onChange: () => void): () => void {
  const mql = media()
  mql?.addEventListener('change', onChange)
  return () => mql?.removeEventListener('change', onChange)
}

/** The system colour preference, live: switching the OS theme re-renders. */
export function useSystemDarkMode(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  )
}
