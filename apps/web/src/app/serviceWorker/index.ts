export { registerServiceWorker, whenPageSettled } from './register'
