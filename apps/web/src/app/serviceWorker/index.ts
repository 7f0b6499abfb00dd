export { registerServiceWorker } from './register'
