// User-visible text of the airdrop claim (spec 01 §2 Claim modals, §4 Airdrop claim, §6, §8).
// Texts the spec quotes are verbatim.
import { msg } from '@lingui/core/macro'

export const AIRDROP_STRINGS = {
  // Header and claim popup (spec 01 §2 Modals: claim popup)
  headerClaim: msg`Claim UNI`,
  /** The header button on a narrow phone (its accessible name stays 'Claim UNI'). */
  headerClaimShort: msg`UNI`,
  popupTitle: msg`UNI has arrived`,
  popupText: msg`Thanks for being part of the Uniswap community. Your UNI is ready to claim.`,
  popupClaim: msg`Claim your UNI tokens`,
  claimForAnother: msg`Claim for another address`,
  // Modals (spec 01 §4 Airdrop claim)
  selfClaimTitle: msg`Claim UNI`,
  addressClaimTitle: msg`Claim UNI token`,
  addressClaimIntro: msg`Enter an address to claim its UNI. The tokens go to that address, whoever sends the transaction.`,
  recipientLabel: msg`Recipient`,
  recipientPlaceholder: msg`Wallet Address or ENS name`,
  youReceive: msg`You will receive`,
  amountUni: msg`{amount} UNI`,
  resolvesTo: msg`Resolves to {address}`,
  eligibleAs: msg`Eligible as`,
  groupSocks: msg`SOCKS holder`,
  groupUser: msg`Uniswap user`,
  groupLp: msg`Liquidity provider`,
  buttonClaim: msg`Claim`,
  buttonClaiming: msg`Claiming`,
  buttonClaimed: msg`Claimed`,
  confirmInWallet: msg`Confirm this transaction in your wallet`,
  claimingUni: msg`Claiming {amount} UNI`,
  claimedTitle: msg`Claimed!`,
  claimedText: msg`{amount} UNI went to {address}.`,
  viewOnExplorer: msg`View on Explorer`,
  close: msg`Close`,
  connectWallet: msg`Connect a wallet to claim UNI.`,
  // spec 01 §8 (claim, claim lookup)
  noAvailableClaim: msg`Address has no available claim`,
  invalidAddress: msg`Invalid address`,
  alreadyClaimed: msg`This address has already claimed its UNI.`,
  badProof: msg`The claim file does not match the distributor's merkle root, so nothing was sent. The file may have been altered.`,
  unavailable: msg`The claim files or the distributor could not be read. Try again later.`,
  checking: msg`Checking the claim…`,
  claimFailed: msg`The claim failed: {reason}`,
  claimReverted: msg`The claim transaction failed on chain.`,
} as const

export const AIRDROP_CHAIN_STRINGS = {
  mainnetOnly: msg`The UNI claim exists only on Ethereum mainnet. Switch to it to claim.`,
} as const
