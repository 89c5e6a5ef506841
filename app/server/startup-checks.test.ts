import { describe, expect, it } from "vitest";
import { readEnv } from "./env.server";
import { DATABASE_URL_UNSET, placeholders } from "./launch-check.server";
import { startupRefusal } from "./startup-checks.server";

const live = { NODE_ENV: "production", SITE_URL: "https://www.clearwell-waste.co.uk" };
const built = { SITE_URL: "https://www.clearwell-waste.co.uk", REVIEWS_WIDGET_SRC: "" };

describe("the embedded database on a live site", () => {
  it("is a launch blocker, with the reason: a production server on a public address refuses to start without DATABASE_URL", () => {
    expect(placeholders(readEnv(live)).map((p) => p.problem)).toContain(DATABASE_URL_UNSET);
    const refusal = startupRefusal(readEnv(live), built);
    expect(refusal).toContain("DATABASE_URL is not set");
    expect(refusal).toContain("fsync");
    expect(refusal).toContain("npm run db:move-to-postgres");
  });

  it("is not listed once DATABASE_URL is set", () => {
    const env = readEnv({ ...live, DATABASE_URL: "postgres://clearance@localhost/clearance" });
    expect(placeholders(env).map((p) => p.problem)).not.toContain(DATABASE_URL_UNSET);
  });

  it("is overridden by ALLOW_PLACEHOLDERS=1 for a staging copy, and does not concern a local or development server", () => {
    expect(startupRefusal(readEnv({ ...live, ALLOW_PLACEHOLDERS: "1" }), built)).toBeUndefined();
    expect(startupRefusal(readEnv({ NODE_ENV: "production" }), {})).toBeUndefined();
    expect(startupRefusal(readEnv({ ...live, NODE_ENV: "development" }), built)).toBeUndefined();
  });
});
