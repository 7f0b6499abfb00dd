export {
  useActivePopups,
  useAddPopup,
  useCloseModals,
  useModalOpen,
  useOpenModal,
  useRemovePopup,
  useToggleModal,
} from './hooks'
export { usePopupLifetime } from './popupLifetime'
export {
  type Popup,
  type PopupContent,
  useApplicationStore,
} from './store'
