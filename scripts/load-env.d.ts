/** Reads `.env` into process.env; variables already set win, a missing file is fine (scripts/load-env.js). */
export function loadDotEnv(file?: string): void
