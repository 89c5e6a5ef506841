CREATE TABLE "booking_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"price_quote_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_links" ADD CONSTRAINT "booking_links_price_quote_id_price_quotes_id_fk" FOREIGN KEY ("price_quote_id") REFERENCES "public"."price_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_links_token_hash_key" ON "booking_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "booking_links_price_quote_idx" ON "booking_links" USING btree ("price_quote_id");