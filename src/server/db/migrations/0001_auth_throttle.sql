CREATE TABLE "auth_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	"blocked_until" timestamp with time zone
);
