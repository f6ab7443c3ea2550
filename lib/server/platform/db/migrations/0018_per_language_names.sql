-- Alt texts and the chooser's names in each language (Texts, as every text in two languages is kept):
-- what there was becomes the English, the fallback every page showed until now.
ALTER TABLE "images" ADD COLUMN "texts" jsonb;--> statement-breakpoint
UPDATE "images" SET "texts" = jsonb_build_object('en', jsonb_build_object('title', "title"));--> statement-breakpoint
ALTER TABLE "images" ALTER COLUMN "texts" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "locales" ADD COLUMN "long_menu_titles" jsonb;--> statement-breakpoint
UPDATE "locales" SET "long_menu_titles" = jsonb_build_object('en', "long_menu_title");--> statement-breakpoint
ALTER TABLE "locales" ALTER COLUMN "long_menu_titles" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "images" DROP COLUMN "title";--> statement-breakpoint
ALTER TABLE "locales" DROP COLUMN "long_menu_title";
