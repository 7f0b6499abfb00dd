import { type RefObject, useLayoutEffect } from 'react'
import { placeMenu } from './placeMenu'

/**
 * Keeps an open menu inside the viewport (issue 12 #1): measures it and its anchor before paint,
 * and again on resize and scroll, and positions it (absolutely, inside `container`) with
 * placeMenu's box. The menu's stylesheet position is only the first guess.
 */
export function useMenuPlacement(
  open: boolean,
  refs: {
    container: RefObject<HTMLElement | null>
    anchor: RefObject<HTMLElement | null>
    menu: RefObject<HTMLElement | null>
  },
): void {
  const { container, anchor, menu } = refs
  useLayoutEffect(() => {
    if (!open) return
    const place = () => {
      const box = container.current?.getBoundingClientRect()
      const button = anchor.current?.getBoundingClientRect()
      const el = menu.current
      if (!box || !button || !el) return
      Object.assign(el.style, { maxHeight: '', width: '' })
      const p = placeMenu({
        anchor: button,
        menu: { width: el.offsetWidth, height: el.scrollHeight },
        viewport: {
          width: document.documentElement.clientWidth,
          height: window.innerHeight,
        },
        rtl: getComputedStyle(el).direction === 'rtl',
      })
      Object.assign(el.style, {
        top: `${p.top - box.top}px`,
        left: `${p.left - box.left}px`,
        right: 'auto',
        bottom: 'auto',
        width: `${p.width}px`,
        maxHeight: `${p.maxHeight}px`,
      })
      el.dataset.side = p.side
    }
    // The page scrolling moves the anchor; the menu's own scrolling does not.
    const onScroll = (e: Event) => {
      if (!(e.target instanceof Node && menu.current?.contains(e.target))) place()
    }
    place()
    window.addEventListener('resize', place)
    window.addEventListener('scroll', onScroll, true)
    return () => {
      window.removeEventListener('resize', place)
      window.removeEventListener('scroll', onScroll, true)
    }
  }, [open, container, anchor, menu])
}
