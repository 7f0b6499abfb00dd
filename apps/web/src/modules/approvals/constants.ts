// spec 02 §9: "Permit deadline: chain time plus 1200 seconds". Apart from actions/permit.ts so the
// hook can name it without loading the signing code (issue 5 bundle budget).
export const PERMIT_DEADLINE_SECONDS = 1200
