/**
 * Every page and file under /staff, with who may open it, in one table: app/routes.ts makes React
 * Router's routes of it, and the staff pages' guard (app/server/staff/routes/signed-in.server.ts)
 * reads it by the matched route's pattern. A path that is in neither list is not a staff page (404).
 * Each signed-in page names the roles that may open it (decision 39); a crew member opens a page about
 * one job only when the job is theirs, found from the part of the address (or form) `crewJob` names.
 */
import type { StaffRole } from "./staff-roles";

/** The roles, as the table below names them. */
const everyone: readonly StaffRole[] = ["owner", "office", "crew"];
const office: readonly StaffRole[] = ["owner", "office"];
const owner: readonly StaffRole[] = ["owner"];

/**
 * Which job a crew member's request is about, checked by the guard before anything of the page runs:
 * the booking of the path's `:booking`, the request of its `:reference`, the note of its `:number`,
 * or the booking named by the posted form's `booking` field.
 */
type CrewJob = "booking" | "reference" | "note" | "form-booking";

export interface StaffPage {
  /** The route's path, as React Router matches it ("staff/quotes/:reference"). */
  path: string;
  /** Its route module, under app/. */
  file: string;
  /** A page (signed out: sent to the sign-in) or a file (signed out: 401). */
  kind: "page" | "file";
}

export interface SignedInPage extends StaffPage {
  /** The roles that may open it; any other is refused (403) before the page runs. */
  roles: readonly StaffRole[];
  /** For a crew member, the job the request must be one of theirs (the guard checks it). */
  crewJob?: CrewJob;
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
  // An invitation's emailed link: the person sets their password, then the authenticator as at a first sign-in.
  { path: "staff/invitation/:token", file: "server/staff/routes/invitation.tsx", kind: "page" },
];

/** Everything else under /staff: a member of staff signed in with both factors, or nothing of it runs. */
export const signedInPages: SignedInPage[] = [
  // The inbox: the list, the bulk form, the export, one request and its photos.
  { path: "staff", file: "server/quotes/routes/inbox.tsx", kind: "page", roles: office },
  { path: "staff/bulk", file: "server/quotes/routes/bulk.tsx", kind: "page", roles: office },
  { path: "staff/export.csv", file: "server/quotes/routes/export.ts", kind: "file", roles: office },
  { path: "staff/quotes/:reference", file: "server/quotes/routes/quote.tsx", kind: "page", roles: office },
  // The office books a slot for a customer who phoned or messaged; a caller with no web quote is taken down first.
  { path: "staff/quotes/:reference/book", file: "server/booking/routes/office-book.tsx", kind: "page", roles: office },
  { path: "staff/jobs/new", file: "server/quotes/routes/phone-job.tsx", kind: "page", roles: office },
  {
    path: "staff/quotes/:reference/photos/:position",
    file: "server/quotes/routes/photo.tsx",
    kind: "page",
    roles: everyone,
    crewJob: "reference",
  },
  {
    path: "staff/quotes/:reference/photos/:position/full",
    file: "server/quotes/routes/photo-full.ts",
    kind: "file",
    roles: everyone,
    crewJob: "reference",
  },
  {
    path: "staff/quotes/:reference/photos/:position/thumb",
    file: "server/quotes/routes/photo-thumb.ts",
    kind: "file",
    roles: everyone,
    crewJob: "reference",
  },
  { path: "staff/register", file: "server/waste/routes/register.tsx", kind: "page", roles: office },
  { path: "staff/register.csv", file: "server/waste/routes/register-file.tsx", kind: "file", roles: office },
  // "Collected": the job's waste transfer note, its photos of the cleared space and the page's one script.
  { path: "staff/jobs/:booking/complete", file: "server/waste/routes/complete.tsx", kind: "page", roles: everyone, crewJob: "booking" },
  {
    path: "staff/jobs/:booking/photos/:name",
    file: "server/waste/routes/cleared-photo.ts",
    kind: "file",
    roles: everyone,
    crewJob: "booking",
  },
  { path: "staff/assets/complete-job.js", file: "server/waste/routes/complete-script.ts", kind: "file", roles: everyone },
  // Waste transfer notes: the list and its search, the PDF, "send again" and the correction.
  { path: "staff/notes", file: "server/waste/routes/notes.tsx", kind: "page", roles: office },
  { path: "staff/notes/:number.pdf", file: "server/waste/routes/note-pdf.ts", kind: "file", roles: everyone, crewJob: "note" },
  { path: "staff/notes/:number/resend", file: "server/waste/routes/resend-note.ts", kind: "page", roles: office },
  { path: "staff/notes/:number/correct", file: "server/waste/routes/correct-note.tsx", kind: "page", roles: office },
  // Disposals: the tip runs (the form posts the ticket's photo as multipart) and the ticket photos.
  { path: "staff/disposals", file: "server/disposals/routes/disposals.tsx", kind: "page", roles: office },
  { path: "staff/disposals/:id/ticket", file: "server/disposals/routes/ticket.ts", kind: "file", roles: office },
  { path: "staff/disposals/held/:id", file: "server/disposals/routes/held-ticket.ts", kind: "file", roles: office },
  // The account.
  { path: "staff/account", file: "server/staff/routes/account.tsx", kind: "page", roles: everyone },
  { path: "staff/account/passkeys", file: "server/staff/routes/account-passkeys.tsx", kind: "page", roles: everyone },
  { path: "staff/account/passkeys/remove", file: "server/staff/routes/remove-passkey.ts", kind: "page", roles: everyone },
  { path: "staff/sign-out-everywhere", file: "server/staff/routes/sign-out-everywhere.ts", kind: "page", roles: everyone },
  // The office's week and the crew's day.
  { path: "staff/schedule", file: "server/schedule/routes/week.tsx", kind: "page", roles: office },
  { path: "staff/schedule/move", file: "server/schedule/routes/move.tsx", kind: "page", roles: office },
  { path: "staff/schedule/block", file: "server/schedule/routes/block.tsx", kind: "page", roles: office },
  { path: "staff/schedule/unblock", file: "server/schedule/routes/unblock.tsx", kind: "page", roles: office },
  { path: "staff/today", file: "server/schedule/routes/today.tsx", kind: "page", roles: everyone },
  { path: "staff/today/on-my-way", file: "server/schedule/routes/on-my-way.tsx", kind: "page", roles: everyone, crewJob: "form-booking" },
  // The team: the owner's accounts, roles and invitations.
  { path: "staff/team", file: "server/staff/routes/team.tsx", kind: "page", roles: owner },
  { path: "staff/team/:id", file: "server/staff/routes/team-member.tsx", kind: "page", roles: owner },
];

/** The entry of the matched route's `pattern` ("staff/register.csv", with or without its leading slash), if it is a signed-in page. */
export const signedInPageAt = (pattern: string) => signedInPages.find((page) => page.path === pattern.replace(/^\/+/, ""));

/** Whether a role may open the signed-in page at a path the site links to ("/staff/notes", "/staff/schedule#today"). */
export function roleMayOpen(role: StaffRole, href: string): boolean {
  const path = href.replace(/[?#].*$/, "").replace(/^\/+/, "");
  const page = signedInPages.find((each) => new RegExp(`^${each.path.replace(/:[A-Za-z]+/g, "[^/]+").replace(/\./g, "\\.")}$`).test(path));
  return page !== undefined && page.roles.includes(role);
}
