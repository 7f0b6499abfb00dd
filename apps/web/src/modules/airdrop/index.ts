// The airdrop claim (issue 15; spec 01 §2 claim modals, §3 Airdrop claim, §4, §6, §7 items 3, 6,
// 7, §8, §9). Only where the chain has `uniProtocol.airdrop` (mainnet; the devnet L1), never L2.
//   ClaimModals — the claim popup, the self-claim and the address-claim modals (mount once, after
//                 the first paint; load lazily: they are not in the /swap entry).
//   HeaderClaimButton — 'Claim UNI' in the header while the account has an unclaimed entry.
// Inside, ready to export when another module needs them: fetchClaim (the claim files' lookup,
// spec 01 §8's texts as ClaimLookupError kinds), verifyClaimProof (the distributor's proof,
// checked against merkleRoot() before anything is sent), readClaimStatus (merkleRoot +
// isClaimed(index) through the shared multicall).
export { ClaimModals } from './containers/ClaimModals'
export { HeaderClaimButton } from './containers/HeaderClaimButton'
