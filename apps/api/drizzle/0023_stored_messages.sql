ALTER TABLE "bookings" ADD COLUMN "cancellation_message" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "failure_message" jsonb;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "reason_message" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "messages" jsonb;