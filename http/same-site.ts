/**
 * Requests that change something (POST and the like) are refused when the browser says they came
 * from another website: any site could otherwise make its visitors' browsers send us quote requests.
 * `Sec-Fetch-Site` and `Origin` are set by the browser and cannot be changed by a page's script.
 * A request with neither (curl, an old browser's plain form post) is let through: it cannot have
 * been made by another site's page in a current browser. When the browser sends `Sec-Fetch-Site`, it
 * decides: a page with `Referrer-Policy: no-referrer` (the customer's booking page) makes the browser
 * send `Origin: null` with its own same-origin form posts.
 */
import { loggablePath } from "./request-log.ts";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";
import { clientAddress } from "./client-address.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const CROSS_SITE_MESSAGE = "Quote requests can only be sent from our own website. Please use the form on our site, or call or WhatsApp us.";

/** The refusal names what was refused: a staff form, a change to a booking, or a quote request. */
function crossSiteMessage(path: string): string {
  if (path === "/staff" || path.startsWith("/staff/"))
    return "Staff forms can only be sent from the staff pages of this website. Nothing was changed: open the page on this site and send it again.";
  if (path.startsWith("/booking/"))
    return "Changes to a booking can only be made on your booking page on our website. Nothing was changed: open the link in our email again, or call us.";
  return CROSS_SITE_MESSAGE;
}

export function refuseCrossSite(siteOrigin: string, log: Logger) {
  return function checkSameSite(req: Request, res: Response, next: NextFunction) {
    if (SAFE_METHODS.has(req.method)) return next();
    const fetchSite = req.headers["sec-fetch-site"];
    const origin = req.headers.origin;
    const ownOrigin = `${req.protocol}://${req.get("host") ?? ""}`;
    const crossByFetchSite = fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none";
    const crossByOrigin = fetchSite === undefined && origin !== undefined && origin !== ownOrigin && origin !== siteOrigin;
    if (!crossByFetchSite && !crossByOrigin) return next();
    log.warn(
      { clientIp: clientAddress(req), path: loggablePath(req.path), secFetchSite: fetchSite?.slice(0, 40), origin: origin?.slice(0, 200) },
      "refused: request from another site",
    );
    const message = crossSiteMessage(req.path);
    // The quote endpoint's callers read JSON; a form post's browser shows the text.
    if (req.path.startsWith("/functions/")) res.status(403).json({ error: message });
    else res.status(403).type("text/plain; charset=utf-8").send(message);
  };
}
