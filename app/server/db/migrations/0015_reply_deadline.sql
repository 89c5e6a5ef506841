-- Each request's reply deadline, kept so the reply promise is one indexed count (decision 33). The
-- deadline is worked out in business hours (the collection hours, bank holidays, the clocks) by the
-- application, not here: requests already stored are filled in at the next start-up (fillReplyDeadlines).
ALTER TABLE "quotes" ADD COLUMN "reply_deadline" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "quotes_reply_window_idx" ON "quotes" USING btree ("created_at","contacted_at","reply_deadline") WHERE status <> 'spam';