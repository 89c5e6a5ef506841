/**
 * Loaded first by every script that reads the settings (`node --import ./scripts/dotenv.ts …`):
 * ./.env, when there is one, fills the settings the environment leaves unset (the environment wins).
 * Nothing is said when there is none: the file is optional and the defaults run the whole site.
 */
import { existsSync } from "node:fs";

if (existsSync(".env")) process.loadEnvFile(".env");
