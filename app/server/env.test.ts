import { readFileSync } from "node:fs";
import { parseEnv } from "node:util";
import { describe, expect, it } from "vitest";
import { readEnv, settingNames } from "./env.server";

describe("settings", () => {
  it("reads TRUST_PROXY as a hop count, or a list of addresses, ranges and Express's names", () => {
    expect(readEnv({}).TRUST_PROXY).toBe("loopback");
    expect(readEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(readEnv({ TRUST_PROXY: " 10.0.0.0/8 , loopback,fd00::/8, 192.0.2.1" }).TRUST_PROXY).toBe(
      "10.0.0.0/8, loopback, fd00::/8, 192.0.2.1",
    );
  });

  it("refuses a TRUST_PROXY that would let every visitor choose their address, or is not an address", () => {
    for (const value of ["true", "everyone", "10.0.0.0/99", "loopback;rm"])
      expect(() => readEnv({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
  });

  it("has the documented defaults for the intake's limits", () => {
    const env = readEnv({});
    expect([env.QUOTE_RATE_LIMIT, env.QUOTE_REFUSAL_LIMIT, env.QUOTE_MIN_FILL_MS, env.CONFIRMATION_EMAILS_PER_HOUR]).toEqual([
      5, 30, 3000, 30,
    ]);
    expect([env.UPLOADS_PER_ADDRESS, env.UPLOADS_TOTAL, env.STAGING_MAX_MB, env.DISK_FREE_MIN_MB]).toEqual([2, 20, 2048, 1024]);
  });

  it("refuses a short APP_SECRET", () => {
    expect(() => readEnv({ APP_SECRET: "short" })).toThrow(/APP_SECRET/);
  });
});

describe("the settings' documentation", () => {
  it("lists every setting in .env.example with a value the server accepts, and in the README's table", () => {
    const example = parseEnv(readFileSync(".env.example", "utf8"));
    expect(Object.keys(example).sort()).toEqual([...settingNames].sort());
    expect(() => readEnv(example)).not.toThrow();
    const readme = readFileSync("README.md", "utf8");
    for (const name of settingNames) expect(readme, name).toContain(`\`${name}\``);
  });
});
