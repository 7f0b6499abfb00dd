export { Modal } from './Modal'
