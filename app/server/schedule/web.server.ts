/** The schedule feature's public pages and web entry points: what other features' pages and the composition root use. */
export { scheduleRoutes } from "./routes.server";
