ALTER TABLE "bookings" ADD COLUMN "review_requested_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "tip_run_jobs" (
	"tip_run_id" text NOT NULL,
	"booking_id" text NOT NULL
);--> statement-breakpoint
CREATE TABLE "tip_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"tip_date" date NOT NULL,
	"site_id" text NOT NULL,
	"site_name" text NOT NULL,
	"site_permit" text NOT NULL,
	"weight_kg" integer NOT NULL,
	"pops_kg" integer DEFAULT 0 NOT NULL,
	"recycled_basis_points" integer NOT NULL,
	"ticket_name" text NOT NULL,
	"preview_name" text NOT NULL,
	"ticket_content_type" text NOT NULL,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tip_runs_weight_check" CHECK (weight_kg > 0 AND weight_kg <= 20000 AND pops_kg >= 0 AND pops_kg <= weight_kg),
	CONSTRAINT "tip_runs_rate_check" CHECK (recycled_basis_points BETWEEN 0 AND 10000)
);--> statement-breakpoint
ALTER TABLE "tip_run_jobs" ADD CONSTRAINT "tip_run_jobs_tip_run_id_tip_runs_id_fk" FOREIGN KEY ("tip_run_id") REFERENCES "public"."tip_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_run_jobs" ADD CONSTRAINT "tip_run_jobs_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_runs" ADD CONSTRAINT "tip_runs_created_by_id_staff_user_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tip_run_jobs_key" ON "tip_run_jobs" USING btree ("tip_run_id","booking_id");--> statement-breakpoint
CREATE INDEX "tip_run_jobs_booking_idx" ON "tip_run_jobs" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "tip_runs_date_idx" ON "tip_runs" USING btree ("tip_date");
