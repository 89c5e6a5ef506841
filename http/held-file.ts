/** A built file as the server holds it in memory: its bytes (compressed or not), its ETag and its last change. */
export interface HeldFile {
  body: Buffer;
  etag: string;
  lastModified: string;
  /** Last modification, in whole seconds as HTTP dates carry it. */
  modifiedSeconds: number;
}
