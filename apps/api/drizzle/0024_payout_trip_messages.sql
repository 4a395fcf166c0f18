ALTER TABLE "trips" ADD COLUMN "cancellation_message" jsonb;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "failure_message" jsonb;