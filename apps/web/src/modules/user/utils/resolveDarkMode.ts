/** spec 01 §4 "Other": the user's explicit value if set, else the system's. */
export function resolveDarkMode(userDarkMode: boolean | null, systemDark: boolean): boolean {
  return userDarkMode ?? systemDark
}
