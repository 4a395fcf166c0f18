CREATE TYPE "public"."operator_type" AS ENUM('tour_operator', 'transporter', 'travel_agent');--> statement-breakpoint
CREATE TYPE "public"."user_type" AS ENUM('traveler', 'operator', 'admin');--> statement-breakpoint
CREATE TYPE "public"."verification_status" AS ENUM('not_submitted', 'pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."safari_status" AS ENUM('draft', 'published', 'archived');--> statement-breakpoint
CREATE TYPE "public"."safari_tier" AS ENUM('budget', 'mid-range', 'luxury');--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('pending_payment', 'confirmed', 'completed', 'cancelled', 'expired');--> statement-breakpoint
CREATE TYPE "public"."payment_kind" AS ENUM('deposit', 'balance', 'full');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'succeeded', 'failed');--> statement-breakpoint
CREATE TYPE "public"."refund_status" AS ENUM('pending', 'succeeded', 'failed');--> statement-breakpoint
CREATE TYPE "public"."email_token_purpose" AS ENUM('verify_email', 'reset_password');--> statement-breakpoint
CREATE TYPE "public"."verification_document_kind" AS ENUM('business_license', 'identification_doc', 'insurance_cert');--> statement-breakpoint
CREATE TYPE "public"."notification_type" AS ENUM('booking', 'payment', 'trip', 'system', 'success', 'warning', 'error', 'info');--> statement-breakpoint
CREATE TABLE "operator_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"verification_status" "verification_status" DEFAULT 'not_submitted' NOT NULL,
	"rejection_reason" text,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone_number" text,
	"type" "user_type" NOT NULL,
	"operator_type" "operator_type",
	"is_verified" boolean DEFAULT false NOT NULL,
	"email_verified_at" timestamp with time zone,
	"google_sub" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "destinations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"region" text NOT NULL,
	"type" text NOT NULL,
	"summary" text NOT NULL,
	"sort_order" integer DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"ip" text NOT NULL,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"source" text DEFAULT 'home' NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "safari_blocked_dates" (
	"package_id" integer NOT NULL,
	"date" date NOT NULL,
	"reason" text,
	CONSTRAINT "safari_blocked_dates_package_id_date_pk" PRIMARY KEY("package_id","date")
);
--> statement-breakpoint
CREATE TABLE "safari_departures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "safari_departures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"package_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"capacity" integer NOT NULL,
	"seats_booked" integer DEFAULT 0 NOT NULL,
	"adult_price_cents" integer,
	"child_price_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "safari_departures_seats_check" CHECK ("safari_departures"."seats_booked" >= 0 and "safari_departures"."seats_booked" <= "safari_departures"."capacity"),
	CONSTRAINT "safari_departures_capacity_check" CHECK ("safari_departures"."capacity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "safari_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "safari_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"package_id" integer NOT NULL,
	"position" integer NOT NULL,
	"is_cover" boolean DEFAULT false NOT NULL,
	"kind" text NOT NULL,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"art_name" text,
	"width" integer,
	"height" integer,
	"alt" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "safari_package_destinations" (
	"package_id" integer NOT NULL,
	"destination_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "safari_package_destinations_package_id_destination_id_pk" PRIMARY KEY("package_id","destination_id")
);
--> statement-breakpoint
CREATE TABLE "safari_packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "safari_packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"operator_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"search_places" text DEFAULT '' NOT NULL,
	"destination_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, search_places), 'A') || setweight(to_tsvector('english'::regconfig, summary), 'B')) STORED NOT NULL,
	"duration_days" integer NOT NULL,
	"itinerary" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"inclusions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exclusions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tier" "safari_tier" DEFAULT 'mid-range' NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"max_group_size" integer NOT NULL,
	"adult_price_cents" integer NOT NULL,
	"child_price_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"from_price_cents" integer NOT NULL,
	"deposit_percent" integer DEFAULT 30 NOT NULL,
	"balance_due_days" integer DEFAULT 45 NOT NULL,
	"min_notice_days" integer DEFAULT 2 NOT NULL,
	"processing_fee_percent" integer DEFAULT 4 NOT NULL,
	"status" "safari_status" DEFAULT 'draft' NOT NULL,
	"rating_avg" real DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"recommended_score" real GENERATED ALWAYS AS ((rating_avg * review_count + 40) / (review_count + 10)) STORED NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "safari_packages_prices_check" CHECK ("safari_packages"."adult_price_cents" >= 0 and "safari_packages"."child_price_cents" >= 0),
	CONSTRAINT "safari_packages_duration_check" CHECK ("safari_packages"."duration_days" between 1 and 30),
	CONSTRAINT "safari_packages_deposit_check" CHECK ("safari_packages"."deposit_percent" between 25 and 30),
	CONSTRAINT "safari_packages_balance_days_check" CHECK ("safari_packages"."balance_due_days" between 30 and 60)
);
--> statement-breakpoint
CREATE TABLE "safari_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "safari_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"package_id" integer NOT NULL,
	"author_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "safari_reviews_rating_check" CHECK ("safari_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "safari_search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"traveler_id" uuid NOT NULL,
	"package_id" integer NOT NULL,
	"departure_id" integer,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"adults" integer NOT NULL,
	"children" integer DEFAULT 0 NOT NULL,
	"infants" integer DEFAULT 0 NOT NULL,
	"seats" integer NOT NULL,
	"lead_name" text NOT NULL,
	"lead_email" text NOT NULL,
	"lead_phone" text NOT NULL,
	"special_requests" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"adult_price_cents" integer NOT NULL,
	"child_price_cents" integer NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"deposit_percent" integer NOT NULL,
	"deposit_cents" integer NOT NULL,
	"pay_in_full" boolean NOT NULL,
	"balance_due_date" date,
	"processing_fee_percent" integer DEFAULT 4 NOT NULL,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"status" "booking_status" DEFAULT 'pending_payment' NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"idempotency_key" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"cancellation_reason" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_travelers_check" CHECK ("bookings"."adults" >= 1 and "bookings"."children" >= 0 and "bookings"."infants" >= 0),
	CONSTRAINT "bookings_money_check" CHECK ("bookings"."paid_cents" >= 0 and "bookings"."refunded_cents" >= 0 and "bookings"."refunded_cents" <= "bookings"."paid_cents")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payment_id" uuid,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "payment_kind" NOT NULL,
	"method" text NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text NOT NULL,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"payer_phone" text,
	"idempotency_key" text NOT NULL,
	"return_path" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" "refund_status" DEFAULT 'pending' NOT NULL,
	"reason" text NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"remember_me" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "email_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" "email_token_purpose" NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "verification_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "verification_document_kind" NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" "notification_type" NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator_profiles" ADD CONSTRAINT "operator_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_profiles" ADD CONSTRAINT "operator_profiles_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safari_blocked_dates" ADD CONSTRAINT "safari_blocked_dates_package_id_safari_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."safari_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safari_departures" ADD CONSTRAINT "safari_departures_package_id_safari_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."safari_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safari_images" ADD CONSTRAINT "safari_images_package_id_safari_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."safari_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safari_package_destinations" ADD CONSTRAINT "safari_package_destinations_package_id_safari_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."safari_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safari_package_destinations" ADD CONSTRAINT "safari_package_destinations_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safari_packages" ADD CONSTRAINT "safari_packages_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safari_reviews" ADD CONSTRAINT "safari_reviews_package_id_safari_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."safari_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_traveler_id_users_id_fk" FOREIGN KEY ("traveler_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_package_id_safari_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."safari_packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_departure_id_safari_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."safari_departures"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_auth_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_type_idx" ON "users" USING btree ("type");--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_sub_key" ON "users" USING btree ("google_sub");--> statement-breakpoint
CREATE UNIQUE INDEX "destinations_slug_key" ON "destinations" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "destinations_name_trgm_idx" ON "destinations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_ip_created_idx" ON "contact_messages" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_key" ON "newsletter_subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_ip_created_idx" ON "newsletter_subscribers" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "safari_departures_package_date_key" ON "safari_departures" USING btree ("package_id","start_date");--> statement-breakpoint
CREATE INDEX "safari_departures_date_idx" ON "safari_departures" USING btree ("start_date","package_id");--> statement-breakpoint
CREATE INDEX "safari_images_package_idx" ON "safari_images" USING btree ("package_id","position");--> statement-breakpoint
CREATE INDEX "safari_package_destinations_destination_idx" ON "safari_package_destinations" USING btree ("destination_id","package_id");--> statement-breakpoint
CREATE UNIQUE INDEX "safari_packages_slug_key" ON "safari_packages" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "safari_packages_operator_idx" ON "safari_packages" USING btree ("operator_id","status");--> statement-breakpoint
CREATE INDEX "safari_packages_search_vector_idx" ON "safari_packages" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "safari_packages_destination_ids_idx" ON "safari_packages" USING gin ("destination_ids") WHERE "safari_packages"."status" = 'published';--> statement-breakpoint
CREATE INDEX "safari_packages_published_price_idx" ON "safari_packages" USING btree ("from_price_cents","id") WHERE "safari_packages"."status" = 'published';--> statement-breakpoint
CREATE INDEX "safari_packages_published_rating_idx" ON "safari_packages" USING btree ("rating_avg" DESC NULLS LAST,"review_count" DESC NULLS LAST,"id") WHERE "safari_packages"."status" = 'published';--> statement-breakpoint
CREATE INDEX "safari_packages_published_recommended_idx" ON "safari_packages" USING btree ("recommended_score" DESC NULLS LAST,"id") WHERE "safari_packages"."status" = 'published';--> statement-breakpoint
CREATE INDEX "safari_packages_published_duration_idx" ON "safari_packages" USING btree ("duration_days","id") WHERE "safari_packages"."status" = 'published';--> statement-breakpoint
CREATE INDEX "safari_reviews_package_idx" ON "safari_reviews" USING btree ("package_id","created_at");--> statement-breakpoint
CREATE INDEX "safari_search_words_trgm_idx" ON "safari_search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_reference_key" ON "bookings" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_traveler_idempotency_key" ON "bookings" USING btree ("traveler_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "bookings_traveler_idx" ON "bookings" USING btree ("traveler_id","start_date");--> statement-breakpoint
CREATE INDEX "bookings_package_date_idx" ON "bookings" USING btree ("package_id","start_date");--> statement-breakpoint
CREATE INDEX "bookings_pending_departure_idx" ON "bookings" USING btree ("departure_id","hold_expires_at") WHERE "bookings"."status" = 'pending_payment';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event_key" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_reference_key" ON "payments" USING btree ("provider","provider_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_booking_idempotency_key" ON "payments" USING btree ("booking_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_pending_booking_idx" ON "payments" USING btree ("booking_id") WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "refunds_booking_idx" ON "refunds" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "auth_sessions_user_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_tokens_hash_key" ON "email_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_tokens_user_idx" ON "email_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_key" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "verification_documents_user_idx" ON "verification_documents" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."is_read" = false;