import { createContext } from "react-router";
import type { ClaimValues } from "../content/claims";
import type { Clock } from "./clock.server";
import type { Database } from "./db/client.server";
import type { Env } from "./env.server";
import type { OutboxWorker } from "./mail/outbox.server";
import type { MailTransport } from "./mail/transport.server";
import type { Staging } from "./photos/staging.server";
import type { PhotoStore } from "./photos/store.server";
import type { UploadGate } from "./photos/upload-gate.server";

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

/**
 * The runtime in React Router's context: the composition root (app/server/root/site.server.ts) sets
 * it for every request it hands the router, and loaders, actions and middleware read it there.
 */
export const runtimeContext = createContext<Runtime>();

/** What the web server knows of a request: the visitor's address as Express works it out under TRUST_PROXY. */
export interface RequestInfo {
  clientIp: string;
}

/** Set for every request the server hands the router; absent when the build prerenders a page (there is no visitor then). */
export const requestInfoContext = createContext<RequestInfo | null>(null);
