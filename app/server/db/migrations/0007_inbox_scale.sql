CREATE TABLE "quote_status_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "quotes_status_created_idx";--> statement-breakpoint
CREATE INDEX "quotes_active_created_idx" ON "quotes" USING btree ("created_at","reference") WHERE status IN ('new', 'contacted', 'quoted', 'booked');--> statement-breakpoint
CREATE INDEX "quotes_reference_trgm_idx" ON "quotes" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotes_name_trgm_idx" ON "quotes" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotes_email_trgm_idx" ON "quotes" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotes_phone_trgm_idx" ON "quotes" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotes_postcode_trgm_idx" ON "quotes" USING gin (replace("postcode", ' ', '') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotes_quoted_at_idx" ON "quotes" USING btree ("quoted_at") WHERE quoted_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "quotes_status_created_idx" ON "quotes" USING btree ("status","created_at","reference");