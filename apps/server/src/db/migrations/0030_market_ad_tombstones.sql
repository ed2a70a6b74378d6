-- Ads their sellers deleted (issue #37 point 11): the ad's row and photo go as before, and only its id and
-- when stay, so its address answers 410 Gone ("no longer on the market") instead of a 404 a search engine
-- keeps retrying. No seller, no text: nothing of the ad is kept. Ads deleted before this have no record
-- (their addresses stay 404).
CREATE TABLE "market_ad_tombstones" (
	"ad_id" text PRIMARY KEY NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
