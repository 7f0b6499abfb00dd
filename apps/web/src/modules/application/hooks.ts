import { useCallback } from 'react'
import { type ModalKind, useApplicationStore } from './store'

export function useModalOpen(modal: ModalKind): boolean {
  return useApplicationStore((s) => s.openModal === modal)
}

export function useToggleModal(modal: ModalKind): () => void {
  const toggle = useApplicationStore((s) => s.toggleModal)
  return useCallback(() => toggle(modal), [toggle, modal])
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

export function useActivePopups() {
  return useApplicationStore((s) => s.popupList.filter((p) => p.show))
}
