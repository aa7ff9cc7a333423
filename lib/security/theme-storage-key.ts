// Its own module: the browser's theme provider (components/theme/theme-provider.tsx) needs only this, and
// lib/security/theme-script.ts brings a SHA-256 implementation along.

/** Where the chosen theme ("light", "dark" or "system") is kept in the browser. */
export const THEME_STORAGE_KEY = "theme";
