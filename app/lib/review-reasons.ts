import { z } from 'zod'

/**
 * Why an editor rejects a submission (issue 16 item 3): one stock reason, plus optional details.
 * The pair is stored as one text in the submission's `review_note` (the rejection email quotes it).
 */
export const REJECTION_REASONS = [
  'Duplicate of an existing listing',
  'Outside our area',
  'Missing or unclear details',
  'Not suitable for the guide',
] as const

export const RejectionSchema = z.object({
  reason: z.enum(REJECTION_REASONS, { message: 'Choose a reason for rejecting.' }),
  details: z
    .string()
    .trim()
    .max(1000, 'Keep the details under 1,000 characters.')
    .optional()
    .transform((value) => value || undefined),
})
export type Rejection = z.infer<typeof RejectionSchema>

/** 'Outside our area. We cover Teton and Lincoln counties.' (the text stored in review_note) */
export function rejectionNote({ reason, details }: Rejection): string {
  return details ? `${reason}. ${details}` : reason
}
