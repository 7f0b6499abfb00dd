// Deployment settings of the shell, from build-time variables. Unset means "not offered":
//   VITE_PRODUCTION_HOST  hostname of the public deployment (crash-report links show only there)
//   VITE_ISSUES_URL       new-issue page that "Create an issue" prefills
//   VITE_SUPPORT_URL      where "Get support" goes
const env: Record<string, string | boolean | undefined> = import.meta.env

const text = (value: string | boolean | undefined): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null

export const SHELL_CONFIG = {
  productionHost: text(env.VITE_PRODUCTION_HOST),
  issuesUrl: text(env.VITE_ISSUES_URL),
  supportUrl: text(env.VITE_SUPPORT_URL),
} as const
