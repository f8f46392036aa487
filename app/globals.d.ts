/** True in the production browser build, which runs on Preact (vite.config.ts). */
declare const __PREACT__: boolean
