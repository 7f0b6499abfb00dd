// @tidepool/routing/worker: the page side of the routing Web Worker and its protocol.
export {
  createRoutingClient,
  installRoutingWorker,
  type RoutingClient,
  type WorkerLike,
  type WorkerScopeLike,
} from './client.ts'
export {
  handleRoutingRequest,
  type RoutingErrorData,
  type RoutingRequest,
  type RoutingResponse,
  toRoutingError,
} from './protocol.ts'
