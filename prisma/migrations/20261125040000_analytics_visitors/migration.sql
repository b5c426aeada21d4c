-- AlterTable
ALTER TABLE "analytics_events" ADD COLUMN     "visitor_id" BIGINT;

-- CreateTable
CREATE TABLE "analytics_salts" (
    "day" DATE NOT NULL,
    "salt" BYTEA NOT NULL,

    CONSTRAINT "analytics_salts_pkey" PRIMARY KEY ("day")
);

-- CreateTable
CREATE TABLE "analytics_page_views" (
    "id" BIGSERIAL NOT NULL,
    "ts" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "visitor_id" BIGINT NOT NULL,
    "path" TEXT NOT NULL,
    "referrer_host" TEXT,
    "utm_source" TEXT,
    "utm_medium" TEXT,
    "utm_campaign" TEXT,
    "device" TEXT NOT NULL,
    "browser" TEXT NOT NULL,
    "os" TEXT NOT NULL,

    CONSTRAINT "analytics_page_views_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "analytics_daily_visits" (
    "day" DATE NOT NULL,
    "entry" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "referrer" TEXT NOT NULL,
    "utm_source" TEXT NOT NULL,
    "utm_medium" TEXT NOT NULL,
    "utm_campaign" TEXT NOT NULL,
    "device" TEXT NOT NULL,
    "browser" TEXT NOT NULL,
    "os" TEXT NOT NULL,
    "visitors" INTEGER NOT NULL,
    "visits" INTEGER NOT NULL,
    "pageviews" INTEGER NOT NULL,
    "bounces" INTEGER NOT NULL,
    "duration_s" BIGINT NOT NULL,

    CONSTRAINT "analytics_daily_visits_pkey" PRIMARY KEY ("day","entry","source","referrer","utm_source","utm_medium","utm_campaign","device","browser","os")
);

-- CreateTable
CREATE TABLE "analytics_daily_pages" (
    "day" DATE NOT NULL,
    "path" TEXT NOT NULL,
    "entry" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "referrer" TEXT NOT NULL,
    "utm_source" TEXT NOT NULL,
    "utm_medium" TEXT NOT NULL,
    "utm_campaign" TEXT NOT NULL,
    "device" TEXT NOT NULL,
    "browser" TEXT NOT NULL,
    "os" TEXT NOT NULL,
    "visitors" INTEGER NOT NULL,
    "pageviews" INTEGER NOT NULL,
    "entries" INTEGER NOT NULL,
    "exits" INTEGER NOT NULL,

    CONSTRAINT "analytics_daily_pages_pkey" PRIMARY KEY ("day","path","entry","source","referrer","utm_source","utm_medium","utm_campaign","device","browser","os")
);

-- CreateTable
CREATE TABLE "analytics_daily_events" (
    "day" DATE NOT NULL,
    "name" TEXT NOT NULL,
    "cta_id" TEXT NOT NULL,
    "entry" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "referrer" TEXT NOT NULL,
    "utm_source" TEXT NOT NULL,
    "utm_medium" TEXT NOT NULL,
    "utm_campaign" TEXT NOT NULL,
    "device" TEXT NOT NULL,
    "browser" TEXT NOT NULL,
    "os" TEXT NOT NULL,
    "visitors" INTEGER NOT NULL,
    "events" INTEGER NOT NULL,

    CONSTRAINT "analytics_daily_events_pkey" PRIMARY KEY ("day","name","cta_id","entry","source","referrer","utm_source","utm_medium","utm_campaign","device","browser","os")
);

-- CreateTable
CREATE TABLE "analytics_hourly" (
    "hour" TIMESTAMPTZ(3) NOT NULL,
    "visitors" INTEGER NOT NULL,
    "visits" INTEGER NOT NULL,
    "pageviews" INTEGER NOT NULL,

    CONSTRAINT "analytics_hourly_pkey" PRIMARY KEY ("hour")
);

-- CreateTable
CREATE TABLE "analytics_rollup_state" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "page_view_id" BIGINT NOT NULL DEFAULT 0,
    "event_id" BIGINT NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "analytics_rollup_state_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "analytics_page_views_ts_idx" ON "analytics_page_views"("ts");

