import { count, eq, and, isNotNull } from "drizzle-orm";
import { outbox } from "../server/db/schema.server";
import { getServices } from "../server/services.server";

/**
 * GET /healthz for load balancers and service managers: 200 with the database reachable, whether
 * email is flowing, and how many emails wait; 503 when the database cannot be reached. No personal data.
 */
export async function loader() {
  const headers = { "Cache-Control": "no-store" };
  try {
    const { database } = await getServices();
    const [pending] = await database.db.select({ n: count() }).from(outbox).where(eq(outbox.status, "pending"));
    const [failing] = await database.db
      .select({ n: count() })
      .from(outbox)
      .where(and(eq(outbox.status, "pending"), isNotNull(outbox.lastError)));
    return Response.json({ db: "ok", mail: (failing?.n ?? 0) > 0 ? "degraded" : "ok", outboxPending: pending?.n ?? 0 }, { headers });
  } catch {
    return Response.json({ db: "unavailable" }, { status: 503, headers });
  }
}
