CREATE TABLE "conversation_participants" (
	"conversation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"last_read_seq" integer DEFAULT 0 NOT NULL,
	"notified_through_seq" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_participants_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id"),
	CONSTRAINT "conversation_participants_role_check" CHECK ("conversation_participants"."role" in ('traveler', 'operator'))
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"traveler_id" uuid NOT NULL,
	"operator_id" uuid NOT NULL,
	"subject_kind" text NOT NULL,
	"booking_id" uuid,
	"package_id" integer,
	"trip_id" integer,
	"message_count" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_subject_check" CHECK ((case "conversations"."subject_kind"
        when 'booking' then "conversations"."booking_id" is not null
        when 'safari' then "conversations"."booking_id" is null and "conversations"."package_id" is not null
        when 'trip' then "conversations"."booking_id" is null and "conversations"."trip_id" is not null
        else false end)
        and ("conversations"."package_id" is null) <> ("conversations"."trip_id" is null)),
	CONSTRAINT "conversations_parties_check" CHECK ("conversations"."traveler_id" <> "conversations"."operator_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"sender_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_body_check" CHECK (char_length("messages"."body") between 1 and 2000),
	CONSTRAINT "messages_seq_check" CHECK ("messages"."seq" >= 1)
);
--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD CONSTRAINT "conversation_participants_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD CONSTRAINT "conversation_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_traveler_id_users_id_fk" FOREIGN KEY ("traveler_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_package_id_safari_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."safari_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_participants_inbox_idx" ON "conversation_participants" USING btree ("user_id","last_message_at");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_booking_key" ON "conversations" USING btree ("booking_id") WHERE "conversations"."subject_kind" = 'booking';--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_traveler_package_key" ON "conversations" USING btree ("traveler_id","package_id") WHERE "conversations"."subject_kind" = 'safari';--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_traveler_trip_key" ON "conversations" USING btree ("traveler_id","trip_id") WHERE "conversations"."subject_kind" = 'trip';--> statement-breakpoint
CREATE UNIQUE INDEX "messages_conversation_seq_key" ON "messages" USING btree ("conversation_id","seq");