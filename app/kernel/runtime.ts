import type { ClaimValues } from "../content/claims";
import type { Clock } from "../server/clock.server";
import type { Database } from "../server/db/client.server";
import type { Env } from "../server/env.server";
import type { OutboxWorker } from "../server/mail/outbox.server";
import type { MailTransport } from "../server/mail/transport.server";
import type { Staging } from "../server/photos/staging.server";
import type { PhotoStore } from "../server/photos/store.server";
import type { UploadGate } from "../server/photos/upload-gate.server";

/**
 * What the running process hands every page and handler: settings, the database, email, the photo
 * store and the upload limits. Started and stopped by the composition root (app/server/root); a
 * feature is given it and never starts one.
 */
export interface Runtime {
  env: Env;
  database: Database;
  transport: MailTransport;
  outbox: OutboxWorker;
  uploadGate: UploadGate;
  /** This process's own staging folder. */
  staging: Staging;
  /** Where kept photos and previews live. */
  photoStore: PhotoStore;
  /** The host of SITE_URL, which names every email's Message-ID. */
  mailDomain: string;
  /** The key the quote form's stamp is signed with. */
  secret: Buffer;
  issueFormStamp(): string;
  /** What time it is (tests may state it; see clock.server.ts). */
  clock: Clock;
  /** The public claims as the records give them now (app/server/claims); refresh after recording what they count. */
  claims: { current(): ClaimValues; refresh(): Promise<void> };
  stop(): Promise<void>;
}
