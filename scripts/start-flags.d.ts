/** The Node flags `npm start` gives the server, from package.json. */
export function startFlags(): string[]
/** The environment `npm start` sets for the server (the allocator settings), from package.json. */
export function startEnv(): Record<string, string>
