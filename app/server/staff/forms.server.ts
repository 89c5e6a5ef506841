/**
 * The sign-in's forms, each one zod schema read through `parseForm` (app/kernel/form.server.ts): every
 * problem is returned with its field, nothing is thrown. Text never reaches the database with control
 * characters in it (PostgreSQL refuses a NUL): those are refused with a message too.
 */
import { z } from "zod";
import { clippedText, optionalText as text } from "../../kernel/form-fields";
import { staffRoles } from "../../staff-roles";
import { PASSKEY_NAME_MAX, safeNext } from "./auth/rules";
import { teamChanges } from "./auth/team-changes";

/** A hidden `next` field: only ever a path on the staff side. */
const next = z
  .string()
  .optional()
  .transform((v) => safeNext(v));

export const signInForm = z.object({
  email: text("Please remove the unusual characters (such as control characters) from the email address.").transform((v) =>
    v.slice(0, 254),
  ),
  password: text("Please remove the unusual characters (such as control characters) from the password."),
  /** Asked for with the password while the email is held back (decision 0009). */
  code: text("Please remove the unusual characters (such as control characters) from the code."),
  next,
});

export const twoFactorForm = z.object({
  code: text("Please remove the unusual characters (such as control characters) from the code."),
  trust: z
    .string()
    .optional()
    .transform((v) => v === "1"),
  next,
});

export const setupForm = z.object({
  step: z.string().optional(),
  password: text("Please remove the unusual characters (such as control characters) from the password."),
  code: text("Please remove the unusual characters (such as control characters) from the code."),
});

/** The browser's answer from a passkey (JSON from the platform's toJSON()); its size is judged by passkeys.server.ts. */
const passkeyAnswer = z
  .string()
  .max(40_000, "That passkey answer is too long.")
  .optional()
  .transform((v) => v ?? "");

export const passkeySignInForm = z.object({ response: passkeyAnswer, next });

/** Adding a passkey: first its name and the password or a code ("start"), then the browser's answer ("finish"). */
export const addPasskeyForm = z.object({
  step: z.enum(["start", "finish"]).catch("start"),
  name: clippedText(PASSKEY_NAME_MAX, "passkey's name"),
  secret: text("Please remove the unusual characters (such as control characters) from the password or code."),
  response: passkeyAnswer,
});

export const removePasskeyForm = z.object({ id: clippedText(100, "passkey") });

/** The step-up every team change asks for: the owner's password or a current code. */
const presence = text("Please remove the unusual characters (such as control characters) from the password or code.");
const role = z.enum(staffRoles, { message: "Choose a role: owner, office or crew." });

/** The team page's forms: invite someone (email, name, role), or withdraw a pending invitation. */
export const inviteForm = z.object({
  intent: z.enum(["invite", "withdraw"]).catch("invite"),
  email: clippedText(254, "email address"),
  name: clippedText(100, "name"),
  role: role.optional(),
  invitation: clippedText(100, "invitation"),
  secret: presence,
});

/** A change to one account from its team page, with the step-up. */
export const teamChangeForm = z.object({
  change: z.enum(teamChanges, { message: "That change is not one this page makes." }),
  role: role.optional(),
  secret: presence,
});

/** An invitation's link: the new password, twice. */
export const invitationForm = z.object({
  password: text("Please remove the unusual characters (such as control characters) from the password."),
  again: text("Please remove the unusual characters (such as control characters) from the password."),
});
