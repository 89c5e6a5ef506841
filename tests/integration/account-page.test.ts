/**
 * The account page says when the account's passkeys were removed for it and why (a password or an
 * authenticator reset on the server), so whoever finds them gone knows it was not a fault. On
 * PGlite and PostgreSQL.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { staffUsers } from "../../app/server/db/schema.server";
import { backends, pgUrl } from "./inbox-support";
import { staffContextPerTest, staffRequest } from "../support/staff-context";

for (const backend of backends) {
  describe.skipIf(backend.postgres && !pgUrl)(`the account page on ${backend.name}`, () => {
    const context = staffContextPerTest(backend.postgres);

    it("says when and why the passkeys were removed: by a password reset, by an authenticator reset; nothing when they never were", async () => {
      const { services, staff } = await context.start();
      const page = async () => (await (await staffRequest({ services, staff }, "GET", "/staff/account")).text()).replace(/&#x27;/g, "'");
      expect(await page()).not.toMatch(/passkeys were removed/);
      const set = (why: "password-reset" | "authenticator-reset") =>
        services.database.db
          .update(staffUsers)
          .set({ passkeysRemovedAt: new Date("2026-11-27T14:05:00Z"), passkeysRemovedWhy: why })
          .where(eq(staffUsers.id, staff.id));
      await set("password-reset");
      expect(await page()).toContain(
        "Your passkeys were removed on Friday 27 November 2026 at 14:05 GMT, when your password was reset on the server: anyone who knew the old password could have added one. Add yours again below.",
      );
      await set("authenticator-reset");
      expect(await page()).toContain(
        "Your passkeys were removed on Friday 27 November 2026 at 14:05 GMT, when your authenticator was reset on the server (a lost phone). Add yours again below.",
      );
    });
  });
}
