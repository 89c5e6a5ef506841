/**
 * Every page and file made on request, handed to React Router with the context its loaders,
 * actions and middleware read (the runtime, the visitor's address). A small body the route left
 * unread (a form posted to a page that needs a sign-in first) is read and dropped before the answer
 * is sent, so the answer reaches the browser: a connection closed with unread data is reset, and the
 * reset can overtake the answer.
 */
import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import type { NextFunction, Request, Response } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { DRAIN_MAX_BYTES } from "./body-limits.ts";

export function pages(build: ServerBuild, mode: string, contextFor: (req: Request) => RouterContextProvider) {
  const handle = createRequestHandler(build, mode);
  return function answerPage(req: Request, res: Response, next: NextFunction): void {
    const request = createRequest(req, res);
    const declared = req.headers["transfer-encoding"] ? Number.NaN : Number(req.headers["content-length"] ?? 0);
    handle(request, contextFor(req))
      .then(async (response) => {
        if (Number.isSafeInteger(declared) && declared <= DRAIN_MAX_BYTES && request.body && !request.bodyUsed)
          await request.arrayBuffer().catch(() => undefined);
        await sendResponse(res, response);
      })
      .catch(next);
  };
}
