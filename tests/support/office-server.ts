import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import type { SlotRef } from "../../app/server/booking/slots.server";
import type { Database } from "../../app/server/db/client.server";
import { serverOnPostgres, type serverModules } from "../e2e/server-modules";
import { fixture } from "../e2e/helpers";
import { PASSWORD } from "../e2e/staff-helpers";
import type { ServerProcess } from "../server/server-process";
import { acceptIntoSlot } from "./fixed-price";
import { totp } from "./totp";

/*
 * Browser tests of the office against a built server of their own, with the server's modules open
 * on the same database: a request sent over HTTP, a job booked through the server's own functions,
 * a staff member added and signed in in the browser.
 */
export interface OfficeServer {
  app: Awaited<ReturnType<typeof serverModules>>;
  server: ServerProcess;
  database: Database;
  appSecret: string;
  stop: () => Promise<void>;
}

/** The office's server for the tests of one file: started before them, stopped after them. */
export function officeServerPerFile(appSecret: string): OfficeServer {
  const office = {} as OfficeServer;
  test.beforeAll(async () => {
    // A database copied from the run's template and a built server started on it: a few seconds alone,
    // longer while the unit and integration tests share the cores (npm test runs them side by side).
    test.setTimeout(90_000);
    Object.assign(office, await serverOnPostgres(appSecret));
  });
  test.afterAll(async () => {
    await office.stop?.();
  });
  return office;
}

/** The address the site's pages were built with (the browser reaches the server on its own port). */
const SITE_URL = "http://localhost:3000";

const quoteFields = {
  name: "Jo Bloggs",
  phone: "07911 123456",
  email: "jo.bloggs@example.com",
  postcode: "RH10 1AA",
  preferredDatetime: "",
  accessNotes: "Side gate, park on the drive.",
  description: "An old sofa, six garden bags and a broken wardrobe in the garage.",
  consentGiven: "true",
};

/** A quote through the public endpoint, as the dialog sends it, with the named photos from tests/fixtures; its reference. */
export async function sendQuoteOverHttp(
  serverUrl: string,
  fields: Partial<typeof quoteFields> = {},
  photos: string[] = [],
): Promise<string> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...quoteFields, ...fields })) form.append(name, value);
  for (const photo of photos) {
    const type = photo.endsWith(".png") ? "image/png" : "image/jpeg";
    form.append("files", new Blob([readFileSync(fixture(photo))], { type }), photo);
  }
  const response = await fetch(`${serverUrl}/functions/v1/submit-quote`, {
    method: "POST",
    body: form,
    headers: { "sec-fetch-site": "same-origin", origin: serverUrl },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

/** The fixed price (a half load and a sofa) sent an hour before `acceptedAt` and accepted then for `slot`, through the server's own functions. */
export async function bookOverServer(
  office: OfficeServer,
  reference: string,
  slot: SlotRef,
  job: { acceptedAt: Date; validUntil: string; addressLine2?: string },
): Promise<void> {
  const { result } = await acceptIntoSlot(office.app, office.database.db, {
    reference,
    validUntil: job.validUntil,
    slot,
    sentAt: new Date(job.acceptedAt.getTime() - 3_600_000),
    acceptedAt: job.acceptedAt,
    secret: Buffer.from(office.appSecret, "utf8"),
    mailDomain: "127.0.0.1",
    addressLine2: job.addressLine2,
  });
  expect(result.ok).toBe(true);
}

/** A staff member added as `npm run staff -- add` does it, then signed in for the first time: the authenticator set up, the backup codes shown. */
export async function signInNewStaff(page: Page, office: OfficeServer, email: string): Promise<void> {
  const auth = office.app.staffAuthFor({ db: office.database.db, appSecret: Buffer.from(office.appSecret, "utf8"), siteUrl: SITE_URL });
  await office.app.addStaff(office.database.db, auth, { email, name: "Sam Carter", password: PASSWORD });
  await page.goto(`${office.server.url}/staff/sign-in`);
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  const key = (await page.getByTestId("totp-secret").innerText()).replace(/\s/g, "");
  await page.getByLabel("Code from the app").fill(totp(key));
  await page.getByRole("button", { name: /Confirm|Turn on|Continue/ }).click();
  await expect(page.getByTestId("backup-codes").getByRole("listitem")).toHaveCount(10);
}
