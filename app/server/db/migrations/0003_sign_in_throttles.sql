CREATE TABLE "staff_sign_in_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP TABLE "staff_sign_in_failures" CASCADE;--> statement-breakpoint
ALTER TABLE "staff_two_factor" ADD COLUMN "last_totp_step" bigint;--> statement-breakpoint
CREATE INDEX "staff_sign_in_throttles_last_at_idx" ON "staff_sign_in_throttles" USING btree ("last_at");