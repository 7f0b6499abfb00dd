// spec 01 §5 Deadline / §9: the router reverts after now + the user's deadline; the rule (chain
// time or wall clock, whichever is later) is the write path's (modules/transactions).
export { getTransactionDeadline as getSwapDeadline } from '../../transactions'
