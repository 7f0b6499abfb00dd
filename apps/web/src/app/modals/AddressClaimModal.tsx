// spec 01 §2: the claim popup and the self- and address-claim modals (/claim opens the address
// claim over /swap). The airdrop module holds them; this file is the shell's lazy entry to them
// (app/afterPaintParts.ts), so none of their code is in the /swap entry.
export { ClaimModals, HeaderClaimButton } from '../../modules/airdrop'
