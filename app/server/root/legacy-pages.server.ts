/**
 * The staff pages still answered by their own route tables, while they move into React Router: a
 * request whose path is in a table is answered there, anything else goes on to React Router. The
 * staff side (better-auth with it) is loaded on the first request under /staff.
 */
import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import type { NextFunction, Request, Response } from "express";
import { clientAddress } from "../../../http/client-address";
import { DRAIN_MAX_BYTES } from "../../../http/body-limits";
import type { Runtime } from "../runtime.server";

export function legacyPages(runtime: Runtime) {
  return function answerLegacyPage(req: Request, res: Response, next: NextFunction): void {
    const staff = req.path === "/staff" || req.path.startsWith("/staff/");
    if (!staff) return next();
    (async () => {
      let answer: ((request: globalThis.Request) => Promise<globalThis.Response>) | undefined;
      const [{ handleStaffRequest }, { matchStaffRoute }] = await Promise.all([
        import("../staff/dispatch.server"),
        import("../staff/route-table.server"),
      ]);
      if (matchStaffRoute(req.method === "HEAD" ? "GET" : req.method, req.path) !== undefined)
        answer = (request) => handleStaffRequest(runtime, matchStaffRoute, request, clientAddress(req));
      if (!answer) return next();
      const request = createRequest(req, res);
      const declared = Number(req.headers["content-length"] ?? 0);
      const response = await answer(request);
      if (declared <= DRAIN_MAX_BYTES && request.body && !request.bodyUsed) await request.arrayBuffer().catch(() => undefined);
      await sendResponse(res, response);
    })().catch(next);
  };
}
