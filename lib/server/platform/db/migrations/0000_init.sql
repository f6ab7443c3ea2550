CREATE TABLE "images" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"url_fallback" text NOT NULL,
	"square_url" text NOT NULL,
	"square_url_fallback" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locales" (
	"id" text PRIMARY KEY NOT NULL,
	"park_id" text,
	"title" text NOT NULL,
	"show_tile" boolean DEFAULT false NOT NULL,
	"long_menu_title" text NOT NULL,
	"locale" text NOT NULL,
	"domain" text NOT NULL,
	"href_lang" text NOT NULL,
	"time_zone" text NOT NULL,
	"currency" text NOT NULL,
	"google_analytics_code" text[] DEFAULT '{}' NOT NULL,
	"google_tag_manager_code" text[] DEFAULT '{}' NOT NULL,
	"hubspot_code" text[] DEFAULT '{}' NOT NULL,
	"facebook_code" text[] DEFAULT '{}' NOT NULL,
	"booking_enabled" boolean DEFAULT true NOT NULL,
	"booking_embed_code" text,
	"enable_progressive_checkout" boolean DEFAULT false NOT NULL,
	"progressive_checkout_code" text,
	"external_booking_site_url" text,
	"checkout_image_id" text,
	"image_id" text,
	"image_mobile_id" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locales_domain_unique" UNIQUE("domain")
);
--> statement-breakpoint
CREATE TABLE "parks" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "locales" ADD CONSTRAINT "locales_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locales" ADD CONSTRAINT "locales_checkout_image_id_images_id_fk" FOREIGN KEY ("checkout_image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locales" ADD CONSTRAINT "locales_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locales" ADD CONSTRAINT "locales_image_mobile_id_images_id_fk" FOREIGN KEY ("image_mobile_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;