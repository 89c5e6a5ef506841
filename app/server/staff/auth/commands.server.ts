/**
 * The commands of `npm run staff` (named and described in command-list.ts). The terminal runs a
 * command itself (PostgreSQL, or PGlite with no server running) or sends it to the running
 * server's socket (PGlite), which runs it from this same table.
 */
import type { Db } from "../../db/client.server.ts";
import { staffCommandNamed, usage, type CommandRequest, type StaffCommandName } from "./command-list.ts";
import {
  addStaff,
  disableStaff,
  enableStaff,
  findStaff,
  listStaff,
  resetPassword,
  resetTwoFactor,
  setStaffRole,
  TERMINAL,
} from "./accounts.server.ts";
import { isStaffRole, staffRoles, type StaffRole } from "../../../staff-roles.ts";
import { listPasskeys, removePasskey } from "./passkeys.server.ts";
import { formatLondon, formatLondonDate } from "../../../kernel/uk-time";
import { eraseQuotes } from "../../quotes/index.server";
import type { PhotoStore } from "../../photos/store.server.ts";
import { keptNoteSentence, registerCsv, registerRange } from "../../waste/index.server";
import type { StaffAuth } from "./auth.server.ts";
import { claimsReport, computeClaims } from "../../claims/index.server";

export interface CommandContext {
  db: Db;
  auth: StaffAuth;
  siteUrl: string;
  /** Where the quotes' photos are kept, and the data folder (emails kept as files): for erase. */
  photoStore: PhotoStore;
  dataDir: string;
}

const target = (request: CommandRequest) => {
  if (!request.target) throw new Error("Say which account: an email address.");
  return request.target;
};

/** The role an option names; undefined when none was given. */
function roleOption(request: CommandRequest): StaffRole | undefined {
  if (request.role === undefined) return undefined;
  const role = request.role.trim().toLowerCase();
  if (!isStaffRole(role)) throw new Error(`"${request.role}" is not a role: use one of ${staffRoles.join(", ")}.`);
  return role;
}

const commands: Record<StaffCommandName, { run(context: CommandContext, request: CommandRequest): Promise<string> }> = {
  claims: {
    async run({ db }) {
      return claimsReport(await computeClaims(db, new Date()));
    },
  },
  add: {
    async run({ db, auth, siteUrl }, request) {
      const added = await addStaff(db, auth, {
        email: target(request),
        name: request.name,
        password: request.password ?? "",
        role: roleOption(request) ?? "owner",
      });
      return `Added ${added.email} (${added.role}). They sign in at ${new URL("/staff/sign-in", siteUrl)} and set up an authenticator app there.`;
    },
  },
  role: {
    async run({ db, auth }, request) {
      const role = roleOption(request);
      if (!role) throw new Error("Say which role: npm run staff -- role <email> --role owner|office|crew");
      const changed = await setStaffRole(db, auth, TERMINAL, target(request), role);
      return changed
        ? `${target(request).toLowerCase()} is now ${role}; its sessions have ended.`
        : `${target(request).toLowerCase()} was already ${role}; nothing changed.`;
    },
  },
  list: {
    async run({ db }) {
      const rows = await listStaff(db);
      if (!rows.length) return "No staff accounts yet. Add one with: npm run staff -- add <email>";
      return rows
        .map(
          (row) =>
            `${row.email}\t${row.name}\t${row.role}\t${row.disabled ? "disabled" : "active"}\t${row.twoFactor ? "authenticator set up" : "no authenticator yet"}\tadded ${row.createdAt.slice(0, 10)}`,
        )
        .join("\n");
    },
  },
  disable: {
    async run({ db, auth }, request) {
      await disableStaff(db, auth, target(request));
      return `Disabled ${target(request).toLowerCase()}; its sessions have ended.`;
    },
  },
  enable: {
    async run({ db, auth }, request) {
      await enableStaff(db, auth, target(request));
      return `Enabled ${target(request).toLowerCase()}.`;
    },
  },
  "reset-password": {
    async run({ db, auth }, request) {
      const { passkeysRemoved } = await resetPassword(db, auth, target(request), request.password ?? "");
      const email = target(request).toLowerCase();
      return passkeysRemoved
        ? `New password set for ${email}; its sessions have ended and its ${passkeysRemoved === 1 ? "passkey was" : `${passkeysRemoved} passkeys were`} removed (they could have been added by whoever knew the old password).`
        : `New password set for ${email}; its sessions have ended.`;
    },
  },
  erase: {
    async run({ db, photoStore, dataDir }, request) {
      const what = request.target?.trim();
      if (!what) throw new Error("Say what to erase: a quote reference, or the email address the requests came from.");
      const target = what.includes("@") ? { email: what } : { reference: what };
      const { references, keptNotes } = await eraseQuotes({ database: { db }, photoStore, env: { dataDir } }, target, TERMINAL);
      if (!references.length) return `No quote request matches ${what}; nothing was erased.`;
      const erased = `Erased ${references.length} quote request${references.length === 1 ? "" : "s"}: ${references.join(", ")}.`;
      return keptNotes.length ? `${erased}\n${keptNoteSentence(keptNotes)}` : erased;
    },
  },
  register: {
    async run({ db }, request) {
      const parsed = registerRange.safeParse({ from: request.from ?? "", to: request.to ?? "" });
      if (!parsed.success)
        throw new Error(
          `${[...new Set(parsed.error.issues.map((issue) => issue.message))].join(" ")} Use: npm run staff -- register --from YYYY-MM-DD --to YYYY-MM-DD`,
        );
      return (await registerCsv(db, parsed.data)).csv;
    },
  },
  "reset-2fa": {
    async run({ db, auth }, request) {
      await resetTwoFactor(db, auth, target(request));
      return `Removed the authenticator and passkeys of ${target(request).toLowerCase()}; they set up a new authenticator at their next sign-in.`;
    },
  },
  passkeys: {
    async run({ db }, request) {
      const user = await findStaff(db, target(request));
      if (!user) throw new Error(`No member of staff has the email ${target(request).toLowerCase()}.`);
      if (request.remove !== undefined) {
        const removed = await removePasskey(db, TERMINAL, user.id, request.remove);
        if (!removed) throw new Error(`${user.email} has no passkey with the id ${request.remove}. Nothing was removed.`);
        return `Removed the passkey "${removed.name}" of ${user.email}. It can no longer sign in.`;
      }
      const passkeys = await listPasskeys(db, user.id);
      if (!passkeys.length) return `${user.email} has no passkeys.`;
      return passkeys
        .map(
          (passkey) =>
            `${passkey.id}\t${passkey.name}\tadded ${formatLondonDate(passkey.createdAt, "long")}\t${passkey.lastUsedAt ? `last used ${formatLondon(passkey.lastUsedAt)}` : "never used"}${passkey.backedUp ? "\tsynced" : ""}`,
        )
        .join("\n");
    },
  },
};

/** Runs one request; problems the person can act on come back as { ok: false }. */
export async function runStaffCommand(context: CommandContext, request: CommandRequest): Promise<{ ok: boolean; output: string }> {
  const command = staffCommandNamed(request.command);
  if (!command) return { ok: false, output: `Unknown command "${request.command}".\n${usage()}` };
  try {
    return { ok: true, output: await commands[command.name].run(context, request) };
  } catch (error) {
    return { ok: false, output: (error as Error).message };
  }
}
