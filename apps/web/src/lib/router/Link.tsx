// A real <a> whose href opens the route in a new tab or window; a plain left click navigates in
// place instead of reloading the page.
import type { AnchorHTMLAttributes, MouseEvent, ReactElement } from 'react'
import { useContext } from 'react'
import { RouteContext, useRouter } from './context'
import { createPath, resolveTo, type To } from './path'

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To
  /** Replace the current history entry. Default: only when the link points where we already are. */
  replace?: boolean
}

/** A click the browser should handle itself: new tab or window, download, another frame. */
function isBrowserClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== undefined && target !== '_self')
  )
}

export function Link({ to, replace, onClick, target, ...rest }: LinkProps): ReactElement {
  const { history, location } = useRouter()
  const { pathnameBase } = useContext(RouteContext)
  const resolved = resolveTo(to, pathnameBase, location.pathname)

  const handleClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    onClick?.(event)
    if (event.defaultPrevented || isBrowserClick(event, target)) return
    event.preventDefault()
    // As react-router: clicking a link to the current page does not stack a duplicate entry.
    const same = createPath(resolved) === createPath(history.getLocation())
    if (replace ?? same) history.replace(resolved)
    else history.push(resolved)
  }

  return <a {...rest} href={history.createHref(resolved)} target={target} onClick={handleClick} />
}
