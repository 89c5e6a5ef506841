import { createContext, RouterContextProvider } from "react-router";

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
