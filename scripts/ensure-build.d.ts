/** Builds the production app when it is missing or stale (scripts/ensure-build.js). */
export function ensureBuild(): void
