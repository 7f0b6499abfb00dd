// spec 01 §3 "Application state" and §2 Modals/Popups: one modal open at a time (toggling the
// open one closes it); popups are keyed, adding with an existing key replaces it, removing only
// hides it; default lifetime 25000 ms.
import { create } from 'zustand'

export type ModalKind =
  | 'wallet'
  | 'settings'
  | 'selfClaim'
  | 'addressClaim'
  | 'claimPopup'
  | 'menu'
  | 'delegate'
  | 'vote'
  | 'poolOverviewOptions'
  | 'networkSelector'
  | 'privacyPolicy'
  | 'unsupportedAssets'

export type PopupContent =
  | { kind: 'transaction'; hash: string; chainId: number; success: boolean; summary: string }
  | { kind: 'failedSwitchNetwork'; failedSwitchNetwork: number }
  | { kind: 'message'; title: string; body?: string; tone: 'info' | 'error' }

export interface Popup {
  key: string
  show: boolean
  content: PopupContent
  /** null keeps it until dismissed. */
  removeAfterMs: number | null
}

export const DEFAULT_POPUP_LIFETIME_MS = 25_000 // spec 01 §9 Popups

interface ApplicationState {
  openModal: ModalKind | null
  popupList: Popup[]
  setOpenModal: (modal: ModalKind | null) => void
  toggleModal: (modal: ModalKind) => void
  addPopup: (p: { key?: string; content: PopupContent; removeAfterMs?: number | null }) => void
  removePopup: (key: string) => void
}

let popupSeq = 0

export const useApplicationStore = create<ApplicationState>()((set) => ({
  openModal: null,
  popupList: [],
  setOpenModal: (openModal) => set({ openModal }),
  toggleModal: (modal) => set((s) => ({ openModal: s.openModal === modal ? null : modal })),
  addPopup: ({ key, content, removeAfterMs = DEFAULT_POPUP_LIFETIME_MS }) =>
    set((s) => {
      const k = key ?? `popup-${++popupSeq}`
      const popup: Popup = { key: k, show: true, content, removeAfterMs }
      return { popupList: [...s.popupList.filter((p) => p.key !== k), popup] }
    }),
  removePopup: (key) =>
    set((s) => ({
      popupList: s.popupList.map((p) => (p.key === key ? { ...p, show: false } : p)),
    })),
}))
