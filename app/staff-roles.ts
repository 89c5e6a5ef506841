/**
 * The roles a staff account has (decision 39), in no server code: the route table
 * (app/staff-pages.ts), the schema, the header and the team page all read them from here.
 * - owner: everything, the team (accounts, roles, invitations) included;
 * - office: everything but the team;
 * - crew: their day, its jobs' doorstep details, "On my way", completion and the notes they issued.
 */
export const staffRoles = ["owner", "office", "crew"] as const;
export type StaffRole = (typeof staffRoles)[number];

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === "string" && (staffRoles as readonly string[]).includes(value);

/** How a role is named on the pages. */
export const roleLabel: Record<StaffRole, string> = { owner: "Owner", office: "Office", crew: "Crew" };

/** What each role may open, in a few words (the account and team pages say it). */
export const roleMeans: Record<StaffRole, string> = {
  owner: "everything, the team included",
  office: "everything but the team",
  crew: "their day's jobs, completion and the notes they issued",
};

/** Where each role lands after signing in, and what the header's name links to. */
export const homeOf: Record<StaffRole, string> = { owner: "/staff", office: "/staff", crew: "/staff/today" };
