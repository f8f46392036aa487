/** The Node flags `npm start` gives the server, from package.json. */
export function startFlags(): string[]
