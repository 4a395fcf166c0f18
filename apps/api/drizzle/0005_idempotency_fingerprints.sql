ALTER TABLE "bookings" ADD COLUMN "idempotency_fingerprint" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "idempotency_fingerprint" text;