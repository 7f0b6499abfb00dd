// The approval's send path (permit signature or approve transaction), loaded on demand by
// useApproval (issue 5 bundle budget: signing and sending code is not needed to show a quote).
export { requestApproval } from './requestApproval'
