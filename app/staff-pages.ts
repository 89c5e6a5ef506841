/**
 * Every page and file under /staff, with who may open it, in one table: app/routes.ts makes React
 * Router's routes of it, and the staff pages' guard (app/server/staff/routes/signed-in.server.ts)
 * reads it by the matched route's pattern. A path that is in neither list is not a staff page (404).
 */
export interface StaffPage {
  /** The route's path, as React Router matches it ("staff/quotes/:reference"). */
  path: string;
  /** Its route module, under app/. */
  file: string;
  /** A page (signed out: sent to the sign-in) or a file (signed out: 401). */
  kind: "page" | "file";
}

/** The sign-in steps, open to anyone (each checks where the visitor stands itself). */
export const signInSteps: StaffPage[] = [
  { path: "staff/sign-in", file: "server/staff/routes/sign-in.tsx", kind: "page" },
  { path: "staff/sign-in/passkey", file: "server/staff/routes/sign-in-passkey.tsx", kind: "page" },
  // The passkey buttons' script: the sign-in page runs it before anyone has signed in.
  { path: "staff/assets/passkey.js", file: "server/staff/routes/passkey-script.ts", kind: "file" },
  { path: "staff/two-factor", file: "server/staff/routes/two-factor.tsx", kind: "page" },
  { path: "staff/setup", file: "server/staff/routes/setup.tsx", kind: "page" },
  { path: "staff/sign-out", file: "server/staff/routes/sign-out.ts", kind: "page" },
];

/** Everything else under /staff: a member of staff signed in with both factors, or nothing of it runs. */
export const signedInPages: StaffPage[] = [
  // The account.
  { path: "staff/account", file: "server/staff/routes/account.tsx", kind: "page" },
  { path: "staff/account/passkeys", file: "server/staff/routes/account-passkeys.tsx", kind: "page" },
  { path: "staff/account/passkeys/remove", file: "server/staff/routes/remove-passkey.ts", kind: "page" },
  { path: "staff/sign-out-everywhere", file: "server/staff/routes/sign-out-everywhere.ts", kind: "page" },
  { path: "staff/register", file: "server/waste/routes/register.tsx", kind: "page" },
  { path: "staff/register.csv", file: "server/waste/routes/register-file.tsx", kind: "file" },
  // The office's week and the crew's day.
  { path: "staff/schedule", file: "server/schedule/routes/week.tsx", kind: "page" },
  { path: "staff/schedule/move", file: "server/schedule/routes/move.tsx", kind: "page" },
  { path: "staff/schedule/block", file: "server/schedule/routes/block.tsx", kind: "page" },
  { path: "staff/schedule/unblock", file: "server/schedule/routes/unblock.tsx", kind: "page" },
  { path: "staff/today", file: "server/schedule/routes/today.tsx", kind: "page" },
  { path: "staff/today/on-my-way", file: "server/schedule/routes/on-my-way.tsx", kind: "page" },
];

/** The entry of the matched route's `pattern` ("staff/register.csv", with or without its leading slash), if it is a signed-in page. */
export const signedInPageAt = (pattern: string) => signedInPages.find((page) => page.path === pattern.replace(/^\/+/, ""));
