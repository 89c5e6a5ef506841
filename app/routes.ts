import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { bookingPages, mangledLink } from "./booking-pages";
import { signedInPages, signInSteps } from "./staff-pages";

export default [
  index("routes/home.tsx"),
  route("services", "routes/services.tsx"),
  route("pricing", "routes/pricing.tsx"),
  // Result pages of the no-JavaScript forms: rendered for each query, never prerendered or indexed.
  route("pricing/estimate", "routes/pricing-estimate.tsx"),
  route("areas/check", "routes/areas-check.tsx"),
  route("areas", "routes/areas.tsx"),
  route("areas/:slug", "routes/area.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("terms", "routes/terms.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("sitemap", "routes/sitemap.tsx"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("coverage.json", "routes/coverage.json.ts"),
  route("functions/v1/submit-quote", "routes/submit-quote.ts"),
  route("functions/v1/form-stamp", "routes/form-stamp.ts"),
  route("healthz", "routes/healthz.ts"),
  // The staff side (app/staff-pages.ts): the sign-in steps under their own layout, every other page and file under the guard.
  layout(
    "server/staff/routes/sign-in-steps.tsx",
    signInSteps.map((page) => route(page.path, page.file)),
  ),
  layout(
    "server/staff/routes/signed-in.tsx",
    signedInPages.map((page) => route(page.path, page.file)),
  ),
  route("staff/*", "server/staff/routes/not-found.ts"),
  // The customer's private link (app/booking-pages.ts): its page and note under the link's layout, any other path a mangled link.
  layout("server/booking/routes/link.tsx", [
    ...bookingPages.map((page) => route(page.path, page.file, { caseSensitive: true })),
    route(mangledLink.path, mangledLink.file, { caseSensitive: true }),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
