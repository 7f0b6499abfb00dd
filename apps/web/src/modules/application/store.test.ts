import { beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_POPUP_LIFETIME_MS, useApplicationStore } from './store'

const msg = (title: string) => ({ kind: 'message' as const, title, tone: 'info' as const })

describe('application store', () => {
  beforeEach(() => useApplicationStore.setState({ openModal: null, popupList: [] }))

  it('keeps one modal open at a time and toggling the open one closes it', () => {
    const { toggleModal } = useApplicationStore.getState()
    toggleModal('wallet')
    expect(useApplicationStore.getState().openModal).toBe('wallet')
    toggleModal('settings')
    expect(useApplicationStore.getState().openModal).toBe('settings')
    toggleModal('settings')
    expect(useApplicationStore.getState().openModal).toBeNull()
  })

  it('replaces a popup added with an existing key and gives it the default lifetime', () => {
    const { addPopup } = useApplicationStore.getState()
    addPopup({ key: 'a', content: msg('first') })
    addPopup({ key: 'a', content: msg('second') })
    const list = useApplicationStore.getState().popupList
    expect(list).toHaveLength(1)
    expect(list[0]?.content).toEqual(msg('second'))
    expect(list[0]?.removeAfterMs).toBe(DEFAULT_POPUP_LIFETIME_MS)
  })

  it('hides a removed popup instead of deleting it', () => {
    const { addPopup, removePopup } = useApplicationStore.getState()
    addPopup({ key: 'a', content: msg('x') })
    removePopup('a')
    expect(useApplicationStore.getState().popupList).toEqual([
      expect.objectContaining({ key: 'a', show: false }),
    ])
  })
})
