-- Trigram search of contacts (any part of the e-mail or names). pg_trgm ships with PostgreSQL (contrib,
-- trusted since 13: the database owner may create it) and is loaded by the embedded PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "visitors_contact_search_idx" ON "visitors" USING gin (lower("email" || ' ' || "first_name" || ' ' || "last_name") gin_trgm_ops) WHERE "visitors"."contact_since" is not null;
