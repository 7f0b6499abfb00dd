export {
  useActivePopups,
  useAddPopup,
  useCloseModals,
  useModalOpen,
  useRemovePopup,
  useToggleModal,
} from './hooks'
export {
  DEFAULT_POPUP_LIFETIME_MS,
  type ModalKind,
  type Popup,
  type PopupContent,
  useApplicationStore,
} from './store'
