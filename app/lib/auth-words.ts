import type { MessageKey } from './i18n/messages'

/**
 * The answers the sign-in and password pages' actions give in English (the provider's and
 * app/lib/sign-in.server.ts's sign-in errors, app/lib/auth.server.ts's schemas and reset link, the
 * pages' own checks), each a catalog message the pages say in their language through knownWords
 * (app/lib/i18n/known-words.server.ts). app/routes/auth/auth.i18n.test.tsx checks each English
 * message is word for word what the code says.
 */
export const AUTH_ANSWERS = [
  'auth.error.invalid',
  'auth.error.invalidEmail',
  'auth.error.tooManyAttempts',
  'auth.error.tooManyRequests',
  'auth.error.email',
  'auth.error.passwordShort',
  'auth.error.passwordLong',
  'auth.error.mismatch',
  'auth.error.expired',
] as const satisfies readonly MessageKey[]
