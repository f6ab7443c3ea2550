ALTER TABLE "riders" DROP CONSTRAINT "riders_link_token_hash_unique";--> statement-breakpoint
ALTER TABLE "riders" ALTER COLUMN "name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "riders" ALTER COLUMN "date_of_birth" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "waiver_signatures" ADD COLUMN "signer_email" text;--> statement-breakpoint
ALTER TABLE "riders" DROP COLUMN "link_token_hash";