import { createContext, useContext } from 'react'

/** The per-request CSP nonce; provided on the server, empty in the browser (not needed there). */
export const NonceContext = createContext('')
export const useNonce = () => useContext(NonceContext)
