// The part of s3rver's API the tests use (the package ships no types).
declare module 's3rver' {
  interface S3rverOptions {
    port?: number
    address?: string
    silent?: boolean
    directory: string
    configureBuckets?: { name: string }[]
    /** allow any credentials (s3rver accepts S3RVER/S3RVER by default) */
    allowMismatchedSignatures?: boolean
  }
  export default class S3rver {
    constructor(options: S3rverOptions)
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}
