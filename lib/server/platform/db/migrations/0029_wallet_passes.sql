CREATE TABLE "wallet_passes" (
	"serial_number" uuid PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_registrations" (
	"device_library_identifier" text NOT NULL,
	"pass_type_identifier" text NOT NULL,
	"serial_number" uuid NOT NULL,
	"push_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_registrations_device_library_identifier_pass_type_identifier_serial_number_pk" PRIMARY KEY("device_library_identifier","pass_type_identifier","serial_number")
);
--> statement-breakpoint
ALTER TABLE "parks" ADD COLUMN "wallet_settings" jsonb;--> statement-breakpoint
ALTER TABLE "wallet_passes" ADD CONSTRAINT "wallet_passes_serial_number_tickets_id_fk" FOREIGN KEY ("serial_number") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_registrations" ADD CONSTRAINT "wallet_registrations_serial_number_tickets_id_fk" FOREIGN KEY ("serial_number") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_registrations_serial" ON "wallet_registrations" USING btree ("serial_number");