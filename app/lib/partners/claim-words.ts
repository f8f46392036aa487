import type { MessageKey } from '../i18n/messages'

/**
 * The answers the claim pages' actions give in English (the rules' texts in ./claims.server.ts and
 * ./claim-codes.server.ts, the form's checks), each a catalog message the pages say in their
 * language through knownWords (app/lib/i18n/known-words.server.ts). The claim test checks each
 * English message is word for word what the code says.
 */
export const CLAIM_ANSWERS = [
  'claim.error.fix',
  'claim.error.tooMany',
  'claim.error.name',
  'claim.error.nameLong',
  'claim.error.email',
  'claim.error.noteLong',
  'claim.error.alreadyYours',
  'claim.error.alreadyWaiting',
  'claim.verify.tooManyCodes',
  'claim.verify.resent',
  'claim.verify.done',
  'claim.verify.expired',
  'claim.verify.tooManyTries',
  'claim.verify.wrongPassword',
  'claim.verify.noClaim',
  'claim.verify.sixDigits',
  'claim.verify.wrongCode',
  'claim.verify.passwordShort',
  'claim.verify.passwordLong',
] as const satisfies readonly MessageKey[]
