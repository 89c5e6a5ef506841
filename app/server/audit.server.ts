import type { Db } from "./db/client.server";
import { auditLog } from "./db/schema.server";

/** Who made a change: a member of staff, or the server itself ("terminal", "retention"). */
export interface Actor {
  id: string | null;
  /** A staff email, "terminal", "retention" or "unknown account". */
  label: string;
}

export const staffActor = (staff: { id: string; email: string }): Actor & { id: string } => ({ id: staff.id, label: staff.email });

/**
 * The one way into the audit log: who did what, to which request (by reference) if any. `detail`
 * names what changed, never a customer's details or a note's text.
 */
export async function audit(
  db: Db,
  actor: Actor,
  entry: { action: string; reference?: string | null; detail?: string | null; at?: Date },
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actor: actor.label,
    quoteReference: entry.reference ?? null,
    action: entry.action,
    detail: entry.detail ?? null,
    ...(entry.at ? { at: entry.at } : {}),
  });
}
