import { count, eq, and, isNotNull } from "drizzle-orm";
import { outbox } from "../server/db/schema.server";
import type { RouterContextProvider } from "react-router";
import { runtimeContext } from "../server/runtime.server";

/** The health report: 200 with the database reachable and the email queue's state; 503 without the database. */
export async function healthReport(context: Readonly<RouterContextProvider>): Promise<Response> {
  const headers = { "Cache-Control": "no-store" };
  try {
    const { database } = context.get(runtimeContext);
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
