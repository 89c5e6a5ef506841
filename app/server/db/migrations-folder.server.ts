import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The committed migrations, found from this module whether it runs from source or from build/server. */
function findMigrations(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, "app", "server", "db", "migrations");
    if (existsSync(candidate)) return candidate;
    const local = path.join(dir, "migrations");
    if (existsSync(path.join(local, "meta"))) return local;
    dir = path.dirname(dir);
  }
  throw new Error("Database migrations folder not found (app/server/db/migrations).");
}

export const migrationsFolder = findMigrations();
