// Issue 34 #10: the min/max boxes follow a handle or range drag while it lasts. Writing each
// move into the form would re-render the whole add form (~40 ms, bench/README "v3 depth chart
// drag") several times a second; this small store per range section carries the dragged prices
// to the boxes alone, and the drop writes the form once, as before.
import { createContext, type ReactNode, useContext, useState } from 'react'
import { type StoreApi, useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'

/** The bounds a drag in progress puts the handles at (view prices), null when none is. */
export type DragPreview = { min: number | undefined; max: number | undefined } | null

const Context = createContext<StoreApi<DragPreview> | null>(null)
// Without a provider (a chart outside a range section) nothing listens.
const NOBODY = createStore<DragPreview>()(() => null)

export function DragPreviewProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => createStore<DragPreview>()(() => null))
  return <Context.Provider value={store}>{children}</Context.Provider>
}

/** The range boxes' side: the dragged bounds, re-rendering only the caller. */
export function useDragPreview(): DragPreview {
  return useStore(useContext(Context) ?? NOBODY)
}

/** The chart's side: publishes the dragged bounds, or null once the drag ends. */
export function useSetDragPreview(): (preview: DragPreview) => void {
  const store = useContext(Context) ?? NOBODY
  return (preview) => store.setState(preview, true)
}

// spec 02 §9: 5 significant digits for range inputs, as the handles read.
const PREVIEW_DIGITS = 5
const previewText = (price: number | undefined, fallback: string) =>
  price === undefined ? fallback : String(Number(price.toPrecision(PREVIEW_DIGITS)))

/** The range boxes' texts: the form's bounds, or while a drag lasts the dragged ones. */
export function useDraggedTexts(texts: { min: string; max: string }): { min: string; max: string } {
  const dragged = useDragPreview()
  if (!dragged) return texts
  return { min: previewText(dragged.min, texts.min), max: previewText(dragged.max, texts.max) }
}
