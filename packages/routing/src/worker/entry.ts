// The routing Web Worker's entry module. In the app:
//   new Worker(new URL('@tidepool/routing/worker/entry', import.meta.url), { type: 'module' })
// then createRoutingClient(worker) from '@tidepool/routing/worker'.
import { installRoutingWorker, type WorkerScopeLike } from './client.ts'

installRoutingWorker(globalThis as unknown as WorkerScopeLike)
