import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { startRuntime, type Runtime } from "../../app/server/root/runtime.server";
import { quotePhotos, quotes, staffUsers, type NewQuote } from "../../app/server/db/schema.server";
import { replyDeadlineFor } from "../../app/server/quotes/inbox/reply-promise.server";
import { fixture, freshPostgres, testEnv } from "./harness";
import type { StaffRole } from "../../app/staff-roles";

export const backends = [
  { name: "PGlite (embedded)", postgres: false },
  { name: "PostgreSQL server", postgres: true },
];
export const pgUrl = process.env.TEST_DATABASE_URL;

/** The runtime on a fresh database of the backend (emails written as files: no SMTP). */
export async function startInbox(
  postgres: boolean,
  overrides: Record<string, string> = {},
): Promise<{ services: Runtime; stop: () => Promise<void> }> {
  let drop: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  if (postgres) {
    const db = await freshPostgres(pgUrl!, { migrated: true });
    databaseUrl = db.url;
    drop = db.drop;
  }
  const services = await startRuntime(testEnv({ DATABASE_URL: databaseUrl, ...overrides }));
  return {
    services,
    stop: async () => {
      await services.stop();
      await drop?.();
    },
  };
}

let counter = 0;

/** A request as the intake would have stored it; reference and id made up, everything overridable. */
export async function addQuote(
  services: Pick<Runtime, "database">,
  overrides: Partial<NewQuote> = {},
): Promise<{ id: string; reference: string }> {
  counter++;
  const id = randomUUID();
  const reference = overrides.reference ?? `Q-2611-T${String(counter).padStart(3, "0")}`;
  const createdAt = overrides.createdAt instanceof Date ? overrides.createdAt : new Date();
  await services.database.db.insert(quotes).values({
    id,
    reference,
    createdAt,
    replyDeadline: replyDeadlineFor(createdAt),
    name: "Jane Smith",
    phone: "+447911123456",
    email: "jane@example.org",
    postcode: "RH10 1AA",
    town: "Crawley",
    description: "Garage clear-out: two bikes and a fridge.",
    accessNotes: "Side gate",
    consentGiven: true,
    source: "form",
    ...overrides,
  });
  return { id, reference };
}

/** Puts a kept photo and its preview into the store and the photo row in the database. */
export async function addPhoto(services: Pick<Runtime, "database" | "photoStore">, quoteId: string, position: number): Promise<void> {
  const data = fixture("garden.jpg");
  await services.photoStore.put(quoteId, `photo-${position}.jpg`, Readable.from([data]), "image/jpeg");
  await services.photoStore.put(quoteId, `preview-${position}.jpg`, Readable.from([data]), "image/jpeg");
  await services.database.db.insert(quotePhotos).values({
    quoteId,
    position,
    originalName: `garden-${position}.jpg`,
    storedName: `photo-${position}.jpg`,
    previewName: `preview-${position}.jpg`,
    contentType: "image/jpeg",
    bytes: data.length,
  });
}

export async function addStaff(
  services: Pick<Runtime, "database">,
  name = "Sam Staff",
  disabled = false,
  role: StaffRole = "owner",
): Promise<{ id: string; email: string; name: string; role: StaffRole; sessionId: string }> {
  const id = randomUUID();
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}.${id.slice(0, 4)}@clearance.example`;
  await services.database.db.insert(staffUsers).values({ id, name, email, role, ...(disabled ? { disabledAt: new Date() } : {}) });
  return { id, email, name, role, sessionId: "test-session" };
}
