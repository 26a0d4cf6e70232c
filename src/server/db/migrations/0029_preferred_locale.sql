-- The language a customer reads (decision 0164): set at sign-up from the page's language,
-- edited in the profile, shown to the admins. English until said otherwise.
ALTER TABLE "profiles" ADD COLUMN "preferred_locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_preferred_locale_check" CHECK ("preferred_locale" in ('en', 'es'));
