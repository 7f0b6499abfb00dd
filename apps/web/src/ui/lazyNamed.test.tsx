import { act, fireEvent, render, screen } from '@testing-library/react'
import { Component, type ReactNode, Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BACKGROUND_RETRY_MS, lazyNamed } from './lazyNamed'

/** Stands in for the page's boundary (app/errors): shows what reached it. */
class PageBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {}
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override render() {
    return this.state.error ? <p>page crashed: {this.state.error.message}</p> : this.props.children
  }
}

function page(part: ReactNode) {
  render(
    <PageBoundary>
      <p>header</p>
      <Suspense fallback={<p>loading</p>}>{part}</Suspense>
    </PageBoundary>,
  )
}

afterEach(() => vi.restoreAllMocks())

describe('lazyNamed', () => {
  it('loads the named export on first render and passes the props through', async () => {
    const Part = lazyNamed(
      async () => ({ Greeting: ({ who }: { who: string }) => <p>hi {who}</p> }),
      'Greeting',
    )
    page(<Part who="you" />)
    expect(await screen.findByText('hi you')).toBeTruthy()
  })

  it('shows "couldn\'t load" with a retry in place of a part whose chunk failed, and the retry imports it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const load = vi
      .fn<() => Promise<{ Panel: () => ReactNode }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Panel: () => <p>panel</p> })
    const Panel = lazyNamed(load, 'Panel')
    page(<Panel />)

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain("This part of the page couldn't load.")
    // The rest of the page is still there: the failure stayed in the part's place.
    expect(screen.getByText('header')).toBeTruthy()
    expect(screen.queryByText(/page crashed/)).toBeNull()
    expect(load).toHaveBeenCalledTimes(1)

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('panel')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it("puts a fresh copy of a part's failed stylesheet in the page on retry, which loads it again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const sheet = (href: string) => {
      const link = document.createElement('link')
      link.rel = 'stylesheet'
      link.href = href
      document.head.append(link)
      return link
    }
    // What Vite's loader leaves when the part's CSS fails offline, beside one still loading.
    const failed = sheet('/assets/Panel-x.css')
    failed.dispatchEvent(new Event('error'))
    const loading = sheet('/assets/Other-y.css')
    const load = vi
      .fn<() => Promise<{ Panel: () => ReactNode }>>()
      .mockRejectedValueOnce(new TypeError('Unable to preload CSS for /assets/Panel-x.css'))
      .mockResolvedValue({ Panel: () => <p>panel</p> })
    const Panel = lazyNamed(load, 'Panel')
    page(<Panel />)
    await screen.findByRole('alert')
    expect(failed.isConnected).toBe(true)

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('panel')).toBeTruthy()
    expect(failed.isConnected).toBe(false)
    const again = [...document.head.querySelectorAll('link')].filter((l) => l.href === failed.href)
    expect(again).toHaveLength(1)
    expect(loading.isConnected).toBe(true)
    for (const link of [...again, loading]) link.remove()
  })

  it('keeps failing parts apart: each retries its own import', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let online = false
    const chunk = vi.fn(async () => {
      if (!online) throw new TypeError('offline')
      return { A: () => <p>part a</p>, B: () => <p>part b</p> }
    })
    const A = lazyNamed(chunk, 'A')
    const B = lazyNamed(chunk, 'B')
    page(
      <>
        <A />
        <B />
      </>,
    )
    expect(await screen.findAllByRole('alert')).toHaveLength(2)
    online = true
    const [retryA] = screen.getAllByRole('button', { name: 'Retry' })
    if (retryA) fireEvent.click(retryA)
    expect(await screen.findByText('part a')).toBeTruthy()
    expect(screen.queryByText('part b')).toBeNull()
    expect(screen.getAllByRole('alert')).toHaveLength(1)
  })

  it('passes a crash of a loaded part on to the page boundary: it is not a failed load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const Broken = lazyNamed(
      async () => ({
        Broken: (): ReactNode => {
          throw new Error('kaboom')
        },
      }),
      'Broken',
    )
    page(<Broken />)
    expect(await screen.findByText('page crashed: kaboom')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
  })

  describe('a background part (shows nothing: token lists, receipts)', () => {
    afterEach(() => vi.useRealTimers())

    function failingOnce() {
      return vi
        .fn<() => Promise<{ Updater: () => ReactNode }>>()
        .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
        .mockResolvedValue({ Updater: () => <p>updating</p> })
    }

    it('puts no notice on the page when its chunk fails, and loads once the browser is online', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {})
      const load = failingOnce()
      const Updater = lazyNamed(load, 'Updater', { background: true })
      page(<Updater />)
      await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1))
      await act(async () => {})
      expect(screen.queryByRole('alert')).toBeNull()
      expect(screen.getByText('header')).toBeTruthy()

      act(() => {
        window.dispatchEvent(new Event('online'))
      })
      expect(await screen.findByText('updating')).toBeTruthy()
      expect(load).toHaveBeenCalledTimes(2)
    })

    it('tries again by itself after a while when no online event comes', async () => {
      vi.useFakeTimers()
      vi.spyOn(console, 'error').mockImplementation(() => {})
      const load = failingOnce()
      const Updater = lazyNamed(load, 'Updater', { background: true })
      page(<Updater />)
      await act(async () => {
        await vi.advanceTimersByTimeAsync(0)
      })
      expect(load).toHaveBeenCalledTimes(1)
      await act(async () => {
        await vi.advanceTimersByTimeAsync(BACKGROUND_RETRY_MS - 1)
      })
      expect(load).toHaveBeenCalledTimes(1)
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1)
      })
      expect(load).toHaveBeenCalledTimes(2)
      expect(screen.getByText('updating')).toBeTruthy()
    })
  })
})
