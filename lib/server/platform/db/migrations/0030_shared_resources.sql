CREATE TABLE "activity_resources" (
	"activity_id" text NOT NULL,
	"resource_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"per_places" integer NOT NULL,
	CONSTRAINT "activity_resources_activity_id_resource_id_pk" PRIMARY KEY("activity_id","resource_id"),
	CONSTRAINT "activity_resources_rule" CHECK ("activity_resources"."quantity" >= 1 and "activity_resources"."per_places" >= 1)
);
--> statement-breakpoint
CREATE TABLE "resource_days" (
	"resource_id" text NOT NULL,
	"day" date NOT NULL,
	"count" integer NOT NULL,
	"note" text,
	CONSTRAINT "resource_days_resource_id_day_pk" PRIMARY KEY("resource_id","day"),
	CONSTRAINT "resource_days_count" CHECK ("resource_days"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" text PRIMARY KEY NOT NULL,
	"park_id" text NOT NULL,
	"name" text NOT NULL,
	"count" integer NOT NULL,
	"time_zone" text NOT NULL,
	CONSTRAINT "resources_count" CHECK ("resources"."count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "activity_resources" ADD CONSTRAINT "activity_resources_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_resources" ADD CONSTRAINT "activity_resources_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_days" ADD CONSTRAINT "resource_days_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_resources_resource" ON "activity_resources" USING btree ("resource_id");--> statement-breakpoint
CREATE UNIQUE INDEX "resources_park_name" ON "resources" USING btree ("park_id","name");