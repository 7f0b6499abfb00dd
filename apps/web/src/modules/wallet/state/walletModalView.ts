// The wallet modal's views (spec 01 §2 "Wallet modal") as a pure reducer: account when connected,
// else options; choosing a wallet → pending ('Initializing...'); failure → 'Error connecting' with
// 'Try Again'; success → account; the legal view returns where it came from. A Try Again that
// fails too adds spec 01 §8's 'Error connecting. Try refreshing the page.' (`pendingFailures`).

export type WalletView = 'account' | 'options' | 'pending' | 'legal'

export interface WalletModalState {
  view: WalletView
  /** Where the legal view's back arrow leads. */
  legalReturnsTo: 'account' | 'options'
  /** The wallet being connected (pending view). */
  pendingWalletId: string | null
  pendingError: boolean
  /** Failed attempts in a row for the wallet being connected (Try Again keeps counting). */
  pendingFailures: number
  /** Increases with every connection attempt; results of older attempts are ignored. */
  attempt: number
}

export type WalletModalAction =
  | { type: 'opened'; connected: boolean }
  | { type: 'walletChosen'; walletId: string }
  | { type: 'retried' }
  | { type: 'connectSucceeded'; attempt: number }
  | { type: 'connectFailed'; attempt: number }
  | { type: 'walletConnected' }
  | { type: 'walletDisconnected' }
  | { type: 'changeWallet' }
  | { type: 'legalOpened' }
  | { type: 'back' }

export const initialWalletModalState: WalletModalState = {
  view: 'options',
  legalReturnsTo: 'options',
  pendingWalletId: null,
  pendingError: false,
  pendingFailures: 0,
  attempt: 0,
}

/** No wallet being connected: left the pending view (connected, back, change). */
const NOTHING_PENDING = { pendingWalletId: null, pendingError: false, pendingFailures: 0 } as const

export function walletModalReducer(
  state: WalletModalState,
  action: WalletModalAction,
): WalletModalState {
  switch (action.type) {
    case 'opened':
      return {
        ...initialWalletModalState,
        attempt: state.attempt,
        view: action.connected ? 'account' : 'options',
      }
    case 'walletChosen':
      return {
        ...state,
        view: 'pending',
        pendingWalletId: action.walletId,
        pendingError: false,
        pendingFailures: 0,
        attempt: state.attempt + 1,
      }
    case 'retried':
      if (state.view !== 'pending') return state
      return { ...state, pendingError: false, attempt: state.attempt + 1 }
    case 'connectSucceeded':
      if (state.view !== 'pending' || action.attempt !== state.attempt) return state
      return { ...state, ...NOTHING_PENDING, view: 'account' }
    case 'connectFailed':
      if (state.view !== 'pending' || action.attempt !== state.attempt) return state
      return { ...state, pendingError: true, pendingFailures: state.pendingFailures + 1 }
    case 'walletConnected':
      // A wallet connecting by itself (autoconnect, a wallet-initiated connect) while the list
      // is shown moves to the account view, as a finished pending connection does.
      return state.view === 'options' ? { ...state, view: 'account' } : state
    case 'walletDisconnected':
      return state.view === 'account' ? { ...state, view: 'options' } : state
    case 'changeWallet':
      return { ...state, ...NOTHING_PENDING, view: 'options' }
    case 'legalOpened':
      if (state.view !== 'account' && state.view !== 'options') return state
      return { ...state, view: 'legal', legalReturnsTo: state.view }
    case 'back':
      if (state.view === 'legal') return { ...state, view: state.legalReturnsTo }
      if (state.view === 'pending') return { ...state, ...NOTHING_PENDING, view: 'options' }
      return state
  }
}
