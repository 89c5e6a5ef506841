/** Staff accounts as better-auth keeps them (users, sessions, credentials, verifications, authenticators), their roles, our passkeys, the invitations and the sign-in's throttles. */
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { staffRoles } from "../../../staff-roles.ts";

export const staffUsers = pgTable("staff_user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  twoFactorEnabled: boolean("two_factor_enabled").default(false),
  /** Set while the account is disabled from the terminal: it cannot sign in and has no sessions. */
  disabledAt: timestamp("disabled_at", { withTimezone: true }),
  /** When the account's passkeys were last removed for it (not by its owner), and why: the account page says so. */
  passkeysRemovedAt: timestamp("passkeys_removed_at", { withTimezone: true }),
  passkeysRemovedWhy: text("passkeys_removed_why", { enum: ["password-reset", "authenticator-reset", "owner-removed"] }),
  /**
   * What the account may open (app/staff-pages.ts): "owner" (everything, the team included),
   * "office" (everything but the team) or "crew" (their day and its jobs). Accounts made before
   * roles existed are owners, so nobody was locked out by the change.
   */
  role: text("role", { enum: staffRoles }).notNull().default("owner"),
});

export const staffSessions = pgTable(
  "staff_session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
  },
  (t) => [index("staff_session_user_idx").on(t.userId)],
);

export const staffAccounts = pgTable(
  "staff_account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("staff_account_user_idx").on(t.userId)],
);

export const staffVerifications = pgTable(
  "staff_verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("staff_verification_identifier_idx").on(t.identifier)],
);

export const staffTwoFactors = pgTable(
  "staff_two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    verified: boolean("verified").default(true),
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /**
     * Ours, not better-auth's: the 30-second time step of the last authenticator code accepted.
     * That code and every earlier one are refused (RFC 6238 §5.2: a code is good once).
     */
    lastTotpStep: bigint("last_totp_step", { mode: "number" }),
  },
  (t) => [index("staff_two_factor_user_idx").on(t.userId)],
);

/**
 * Staff passkeys (WebAuthn credentials; app/server/staff/auth/passkey-plugin.server.ts). The public
 * key is not a secret, but it names the account: the rows go with the account, and with its
 * authenticator when that is reset (npm run staff -- reset-2fa).
 */
export const staffPasskeys = pgTable(
  "staff_passkeys",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    /** The credential's id as the browser gives it (base64url). */
    credentialId: text("credential_id").notNull().unique(),
    /** The COSE public key (base64url). */
    publicKey: text("public_key").notNull(),
    /** The signature counter last seen (0 for passkeys that never count, such as synced ones). */
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    /** How the browser may reach the authenticator ("internal", "hybrid", "usb", …), comma-separated. */
    transports: text("transports"),
    /** Whether the passkey is backed up (synced to the platform's cloud), as it last said. */
    backedUp: boolean("backed_up").notNull().default(false),
    /** The name its owner gave it ("Work phone"). */
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [index("staff_passkeys_user_idx").on(t.userId)],
);

/** better-auth's request counters (storage "database", so every instance shares them). */
export const staffRateLimits = pgTable("staff_rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/**
 * The sign-in's throttles (decision 0009): one row per key (an address, a typed email, a remembered
 * device, an account's codes), the attempts counted since the last success and when the next one
 * may be made. Keys are keyed hashes: no typed email or address is stored.
 */
export const staffSignInThrottles = pgTable(
  "staff_sign_in_throttles",
  {
    key: text("key").primaryKey(),
    /** Attempts counted (each before it is checked; a success takes its own back). */
    failures: integer("failures").notNull(),
    lastAt: timestamp("last_at", { withTimezone: true }).notNull(),
    /** No attempt is checked before this time. */
    blockedUntil: timestamp("blocked_until", { withTimezone: true }).notNull(),
  },
  (t) => [index("staff_sign_in_throttles_last_at_idx").on(t.lastAt)],
);

/**
 * Invitations the owner sends from the team page: the emailed link's token is 128 random bits, of
 * which only the SHA-256 is kept; it works once (usedAt), for 72 hours, and makes the account with
 * the role and name given here when the person sets their password.
 */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    role: text("role", { enum: staffRoles }).notNull(),
    tokenHash: text("token_hash").notNull(),
    createdById: text("created_by_id").references(() => staffUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** When the link was used (the account made); a used invitation opens nothing. */
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("staff_invitations_token_hash_key").on(t.tokenHash), index("staff_invitations_email_idx").on(t.email)],
);

export type StaffUser = typeof staffUsers.$inferSelect;
