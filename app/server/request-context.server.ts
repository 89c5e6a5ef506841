import { createContext, RouterContextProvider } from "react-router";
import type { Runtime } from "../kernel/runtime";

/** What the web server knows of a request and hands to loaders and actions. */
export interface RequestInfo {
  /** The visitor's address as Express works it out under TRUST_PROXY. */
  clientIp: string;
}

/** Null when rendering at build time (prerendering): there is no visitor then. */
export const requestInfo = createContext<RequestInfo | null>(null);

/** The load context server.ts gives React Router for each request. */
export function loadContextFor(info: RequestInfo): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestInfo, info);
  return context;
}

let provider: (() => Promise<Runtime>) | undefined;

/** The entry (app/entry.server.tsx) hands down how to reach the runtime, once, when it loads. */
export function provideRuntime(runtime: () => Promise<Runtime>): void {
  provider = runtime;
}

/** The runtime, for a loader or action of a page made on request (never a prerendered page's). */
export function runtimeOf(): Promise<Runtime> {
  if (!provider) throw new Error("No runtime here: app/entry.server.tsx provides it");
  return provider();
}
