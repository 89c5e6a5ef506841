/**
 * Passkeys (WebAuthn) for the staff sign-in, as a better-auth plugin of our own on
 * @simplewebauthn/server (decision 0030). Like the rest of better-auth here, its endpoints are
 * never mounted: passkeys.server.ts calls them in-process after its own checks (the step-up before
 * a passkey is added, the address throttle, the audit log).
 *
 * - The relying party is the host of SITE_URL; the only origin accepted is SITE_URL's.
 * - Resident keys and user verification are required, and user verification is checked on the
 *   server: an answer without the UV flag is refused.
 * - Sign-in names no account (no allowCredentials): the page says nothing of which accounts exist.
 * - A challenge is 16 random bytes with its purpose, its account (when adding) and its expiry,
 *   signed with the auth secret, so showing the sign-in page writes nothing; the first answer to
 *   a challenge reserves it (a row that outlives the challenge), so each is good once.
 * - The signature counter must go up, except for passkeys that always say 0 (synced ones).
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { APIError, createAuthEndpoint, sessionMiddleware } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import type { BetterAuthPlugin } from "better-auth";
import { z } from "zod";
import { MAX_PASSKEYS, PASSKEY_NAME_MAX } from "./rules.ts";
import {
  answeredChallenge,
  b64url,
  challengeHolds,
  newChallenge,
  PASSKEY_CHALLENGE_SECONDS,
  stepUpHolds,
} from "./passkey-challenges.server.ts";

/** Why an answer was refused, for the audit log (the page always says the same). */
export type PasskeyRefusal =
  | "malformed-answer"
  | "no-step-up"
  | "challenge-invalid"
  | "challenge-used"
  | "unknown-passkey"
  | "wrong-account"
  | "account-disabled"
  | "not-verified"
  | "counter-went-back"
  | "too-many-passkeys"
  | "already-registered";

/** A refusal, with its reason as the code and the account when the passkey was found (for the audit log; never shown). */
function refused(reason: PasskeyRefusal, account?: string): APIError {
  return new APIError("UNAUTHORIZED", { message: "passkey refused", code: reason, ...(account ? { account } : {}) });
}

/** The stored passkey, as this plugin's model reads it. */
interface StaffPasskey {
  id: string;
  userId: string;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string | null;
  backedUp: boolean;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

const MODEL = "staffPasskey";

/** A WebAuthn answer as the browser's toJSON() gives it: sizes bounded, shapes checked; the library checks the rest. */
const b64 = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*={0,2}$/);
const registrationAnswer = z.object({
  id: b64(1400),
  rawId: b64(1400),
  type: z.literal("public-key"),
  response: z.object({
    clientDataJSON: b64(4096),
    attestationObject: b64(16384),
    transports: z.array(z.string().max(20)).max(10).optional(),
  }),
  authenticatorAttachment: z.string().max(20).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).optional().default({}),
});
const authenticationAnswer = z.object({
  id: b64(1400),
  rawId: b64(1400),
  type: z.literal("public-key"),
  response: z.object({
    clientDataJSON: b64(4096),
    authenticatorData: b64(4096),
    signature: b64(1024),
    userHandle: b64(200).optional(),
  }),
  authenticatorAttachment: z.string().max(20).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).optional().default({}),
});

const TRANSPORTS = new Set(["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"]);

export interface StaffPasskeyOptions {
  siteUrl: string;
  rpName: string;
}

interface RelyingParty {
  origin: string;
  rpID: string;
  rpName: string;
}

/** Adding a passkey to the signed-in account: its options, then the browser's answer. */
function registrationEndpoints({ origin, rpID, rpName }: RelyingParty) {
  return {
    /** The options for adding a passkey to the signed-in account, given the step-up's proof (stepUpProof). */
    staffPasskeyRegisterOptions: createAuthEndpoint(
      "/staff-passkey/register-options",
      { method: "POST", use: [sessionMiddleware], body: z.object({ proof: z.string().max(100) }) },
      async (ctx) => {
        const user = ctx.context.session.user;
        if (!stepUpHolds(ctx.context.secret, ctx.context.session.session.id, ctx.body.proof)) throw refused("no-step-up", user.id);
        const existing = await ctx.context.adapter.findMany<StaffPasskey>({
          model: MODEL,
          where: [{ field: "userId", value: user.id }],
        });
        if (existing.length >= MAX_PASSKEYS) throw refused("too-many-passkeys");
        const options = await generateRegistrationOptions({
          rpName,
          rpID,
          userName: user.email,
          userDisplayName: user.name,
          userID: new TextEncoder().encode(user.id),
          challenge: newChallenge(ctx.context.secret, "register", user.id),
          timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
          attestationType: "none",
          excludeCredentials: existing.map((passkey) => ({
            id: passkey.credentialId,
            transports: transportsOf(passkey),
          })),
          authenticatorSelection: { residentKey: "required", requireResidentKey: true, userVerification: "required" },
          // ES256, EdDSA and RS256: what phones, laptops and security keys sign with.
          supportedAlgorithmIDs: [-7, -8, -257],
        });
        return ctx.json(options);
      },
    ),

    /** Adds the passkey the browser made for the options above. */
    staffPasskeyRegister: createAuthEndpoint(
      "/staff-passkey/register",
      {
        method: "POST",
        use: [sessionMiddleware],
        body: z.object({ response: z.unknown(), name: z.string().min(1).max(PASSKEY_NAME_MAX) }),
      },
      async (ctx) => {
        const user = ctx.context.session.user;
        const answer = registrationAnswer.safeParse(ctx.body.response);
        if (!answer.success) throw refused("malformed-answer");
        const challenge = answeredChallenge(answer.data.response.clientDataJSON);
        if (!challengeHolds(ctx.context.secret, "register", user.id, challenge)) throw refused("challenge-invalid");
        if (!(await reserve(ctx.context, challenge))) throw refused("challenge-used");
        const count = () => ctx.context.adapter.count({ model: MODEL, where: [{ field: "userId", value: user.id }] });
        if ((await count()) >= MAX_PASSKEYS) throw refused("too-many-passkeys");
        let verification;
        try {
          verification = await verifyRegistrationResponse({
            response: answer.data as RegistrationResponseJSON,
            expectedChallenge: challenge,
            expectedOrigin: origin,
            expectedRPID: rpID,
            requireUserVerification: true,
          });
        } catch {
          throw refused("not-verified");
        }
        const info = verification.registrationInfo;
        if (!verification.verified || !info || !info.userVerified) throw refused("not-verified");
        const known = await ctx.context.adapter.findOne<StaffPasskey>({
          model: MODEL,
          where: [{ field: "credentialId", value: info.credential.id }],
        });
        if (known) throw refused("already-registered");
        const transports = (info.credential.transports ?? []).filter((t) => TRANSPORTS.has(t));
        // The credential id is unique: of two requests adding one passkey, the second's insert fails.
        const created = await ctx.context.adapter
          .create<Omit<StaffPasskey, "id">, StaffPasskey>({
            model: MODEL,
            data: {
              userId: user.id,
              credentialId: info.credential.id,
              publicKey: b64url(info.credential.publicKey),
              counter: info.credential.counter,
              transports: transports.length ? transports.join(",") : null,
              backedUp: info.credentialBackedUp,
              name: ctx.body.name,
              createdAt: new Date(),
              lastUsedAt: null,
            },
          })
          .catch(() => {
            throw refused("already-registered");
          });
        // Counted again once added: of requests racing past the limit, each one over it takes its passkey back.
        if ((await count()) > MAX_PASSKEYS) {
          await ctx.context.adapter.delete({ model: MODEL, where: [{ field: "id", value: created.id }] });
          throw refused("too-many-passkeys");
        }
        return ctx.json({ id: created.id, name: created.name });
      },
    ),
  };
}

/** Signing in with a passkey: the options (no account named), then the answer. */
function signInEndpoints({ origin, rpID }: RelyingParty) {
  return {
    /** The options for signing in: a fresh challenge, no account named. */
    staffPasskeySignInOptions: createAuthEndpoint("/staff-passkey/sign-in-options", { method: "POST", body: z.object({}) }, async (ctx) => {
      const options = await generateAuthenticationOptions({
        rpID,
        challenge: newChallenge(ctx.context.secret, "sign-in", ""),
        timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
        allowCredentials: [],
        userVerification: "required",
      });
      return ctx.json(options);
    }),

    /**
     * Signs in with a passkey's answer: the whole sign-in, as a verified passkey is two factors in
     * one (decision 0030). Refused, with the reason as its code: an unknown or removed passkey, a
     * challenge used or not ours, no user verification, a counter gone back, a disabled account.
     */
    staffPasskeySignIn: createAuthEndpoint(
      "/staff-passkey/sign-in",
      { method: "POST", body: z.object({ response: z.unknown() }) },
      async (ctx) => {
        const answer = authenticationAnswer.safeParse(ctx.body.response);
        if (!answer.success) throw refused("malformed-answer");
        const challenge = answeredChallenge(answer.data.response.clientDataJSON);
        if (!challengeHolds(ctx.context.secret, "sign-in", "", challenge)) throw refused("challenge-invalid");
        if (!(await reserve(ctx.context, challenge))) throw refused("challenge-used");
        const passkey = await ctx.context.adapter.findOne<StaffPasskey>({
          model: MODEL,
          where: [{ field: "credentialId", value: answer.data.id }],
        });
        if (!passkey) throw refused("unknown-passkey");
        // A resident key always names its account: an answer that names none, or another, is refused.
        if (answer.data.response.userHandle !== b64url(new TextEncoder().encode(passkey.userId)))
          throw refused("wrong-account", passkey.userId);
        const user = await ctx.context.internalAdapter.findUserById(passkey.userId);
        if (!user) throw refused("unknown-passkey");
        let verification;
        try {
          verification = await verifyAuthenticationResponse({
            response: answer.data as AuthenticationResponseJSON,
            expectedChallenge: challenge,
            expectedOrigin: origin,
            expectedRPID: rpID,
            credential: {
              id: passkey.credentialId,
              publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")),
              counter: passkey.counter,
              transports: transportsOf(passkey),
            },
            requireUserVerification: true,
          });
        } catch (error) {
          throw refused(/counter/i.test((error as Error).message) ? "counter-went-back" : "not-verified", passkey.userId);
        }
        const info = verification.authenticationInfo;
        if (!verification.verified || !info.userVerified) throw refused("not-verified", passkey.userId);
        if ((user as typeof user & { disabledAt?: Date | null }).disabledAt) throw refused("account-disabled", passkey.userId);
        // One update, only while the counter is still below the new one (or both are 0), so a counter
        // that went back is refused even when two answers race. (Two answers to one challenge are
        // stopped before this, by its reservation.)
        const moved = await ctx.context.adapter.update<StaffPasskey>({
          model: MODEL,
          where: [
            { field: "id", value: passkey.id },
            info.newCounter > 0
              ? { field: "counter", operator: "lt", value: info.newCounter }
              : { field: "counter", operator: "eq", value: 0 },
          ],
          update: { counter: info.newCounter, lastUsedAt: new Date(), backedUp: info.credentialBackedUp },
        });
        if (!moved) throw refused("counter-went-back", passkey.userId);
        const session = await ctx.context.internalAdapter.createSession(user.id);
        await setSessionCookie(ctx, { session, user });
        return ctx.json({ user: { id: user.id, email: user.email }, passkey: { id: passkey.id, name: passkey.name } });
      },
    ),
  };
}

export function staffPasskeys({ siteUrl, rpName }: StaffPasskeyOptions) {
  const relyingParty: RelyingParty = { origin: new URL(siteUrl).origin, rpID: new URL(siteUrl).hostname, rpName };

  return {
    id: "staff-passkeys",
    schema: {
      [MODEL]: {
        modelName: "staffPasskey",
        fields: {
          userId: { type: "string", required: true, references: { model: "user", field: "id", onDelete: "cascade" } },
          credentialId: { type: "string", required: true, unique: true },
          publicKey: { type: "string", required: true },
          counter: { type: "number", required: true },
          transports: { type: "string", required: false },
          backedUp: { type: "boolean", required: true },
          name: { type: "string", required: true },
          createdAt: { type: "date", required: true },
          lastUsedAt: { type: "date", required: false },
        },
      },
    },
    endpoints: { ...registrationEndpoints(relyingParty), ...signInEndpoints(relyingParty) },
    rateLimit: [{ pathMatcher: (path: string) => path.startsWith("/staff-passkey/"), window: 60, max: 30 }],
  } satisfies BetterAuthPlugin;
}

function transportsOf(passkey: Pick<StaffPasskey, "transports">): AuthenticatorTransportFuture[] | undefined {
  return passkey.transports ? (passkey.transports.split(",") as AuthenticatorTransportFuture[]) : undefined;
}

/** Marks a challenge used; false when an answer to it came before. The mark outlives the challenge. */
async function reserve(
  context: {
    internalAdapter: { reserveVerificationValue: (data: { identifier: string; value: string; expiresAt: Date }) => Promise<boolean> };
  },
  challenge: string,
): Promise<boolean> {
  return context.internalAdapter.reserveVerificationValue({
    identifier: `staff-passkey-challenge:${challenge}`,
    value: "used",
    expiresAt: new Date(Date.now() + (PASSKEY_CHALLENGE_SECONDS + 60) * 1000),
  });
}
