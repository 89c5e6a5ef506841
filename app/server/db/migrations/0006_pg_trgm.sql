-- Trigram matching for the inbox search (ILIKE '%…%' answered from an index). pg_trgm is a trusted
-- extension (PostgreSQL 13 and later): the database's owner may create it without being a superuser.
-- PGlite loads it as @electric-sql/pglite/contrib/pg_trgm (app/server/db/client.server.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
