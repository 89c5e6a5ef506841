ALTER TABLE "rate_limit_hits" RENAME COLUMN "client_ip" TO "bucket";--> statement-breakpoint
DROP INDEX "rate_limit_hits_ip_at_idx";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "recipient" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "spam_reason" text;--> statement-breakpoint
ALTER TABLE "rate_limit_hits" ADD COLUMN "kind" text DEFAULT 'quote' NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox" USING btree ("recipient","created_at") WHERE kind = 'customer';--> statement-breakpoint
CREATE INDEX "quotes_status_created_idx" ON "quotes" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_bucket_at_idx" ON "rate_limit_hits" USING btree ("bucket","at");--> statement-breakpoint
UPDATE "outbox" SET "recipient" = lower("quotes"."email") FROM "quotes" WHERE "outbox"."quote_id" = "quotes"."id" AND "outbox"."kind" = 'customer';
