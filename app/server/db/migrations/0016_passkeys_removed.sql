ALTER TABLE "staff_user" ADD COLUMN "passkeys_removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_user" ADD COLUMN "passkeys_removed_why" text;