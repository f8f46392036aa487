/** A photo of `bytes` bytes that is a JPEG by its first bytes. */
export function fakeJpeg(bytes: number): Buffer

/** POSTs /submit-restaurant with `photos` copies of `photo`; resolves with the answer's status. */
export function sendPhotoForm(
  base: string,
  options: { photo: Buffer; photos: number; cutAfter?: number; onCut?: () => Promise<unknown> },
): Promise<number>
