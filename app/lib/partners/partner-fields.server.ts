/**
 * The partner area's editor in the page's language (issue 47): the general part, shared with the
 * back office under /es/admin, lives in app/lib/i18n/editor-fields.server.ts; a partner page uses
 * it for its part of a kind's fields. app/lib/partners/partner-fields.server.test.ts checks every
 * field a partner sees has its words.
 */
export {
  hintKey,
  labelKey,
  localizedChanges,
  localizedEditorErrors,
  localizedEditorFields,
  optionKey,
  refusedLabels,
  sentAt,
} from '../i18n/editor-fields.server'
