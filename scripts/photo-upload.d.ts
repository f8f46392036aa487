/** A photo of `bytes` bytes that is a JPEG by its first bytes. */
export function fakeJpeg(bytes: number): Buffer

/** POSTs /submit-restaurant with `photos` copies of `photo`; resolves with the answer's status. */
export function sendPhotoForm(
  base: string,
  options: { photo: Buffer; photos: number; cutAfter?: number; onCut?: () => Promise<unknown> },
): Promise<number>

/** POSTs a photo file to an editor's photos page (`page`), streamed from disk; resolves with status and Location. */
export function sendEditorPhoto(
  base: string,
  options: { cookie: string; page: string; file: string; alt: string },
): Promise<{ status: number; location: string | undefined }>
