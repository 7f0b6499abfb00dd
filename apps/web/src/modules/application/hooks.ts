import { useCallback } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { type ModalKind, type Popup, useApplicationStore } from './store'

export function useModalOpen(modal: ModalKind): boolean {
  return useApplicationStore((s) => s.openModal === modal)
}

export function useToggleModal(modal: ModalKind): () => void {
  const toggle = useApplicationStore((s) => s.toggleModal)
  return useCallback(() => toggle(modal), [toggle, modal])
}

/** Opens `modal` (closing any other); unlike toggling, never closes it. For routes like /claim. */
export function useOpenModal(modal: ModalKind): () => void {
  const set = useApplicationStore((s) => s.setOpenModal)
  return useCallback(() => set(modal), [set, modal])
}

export function useCloseModals(): () => void {
  const set = useApplicationStore((s) => s.setOpenModal)
  return useCallback(() => set(null), [set])
}

export function useAddPopup() {
  return useApplicationStore((s) => s.addPopup)
}

export function useRemovePopup() {
  return useApplicationStore((s) => s.removePopup)
}

/** Popups still shown, oldest first. Shallow-compared: `filter` makes a new array every call. */
export function useActivePopups(): Popup[] {
  return useApplicationStore(useShallow((s) => s.popupList.filter((p) => p.show)))
}
