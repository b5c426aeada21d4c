-- The owner's weekly report and spike alert settings: one row, read with defaults when absent.
CREATE TABLE "report_settings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "weeklyEnabled" BOOLEAN NOT NULL DEFAULT false,
    "weeklyDay" INTEGER NOT NULL DEFAULT 1,
    "weeklyHour" INTEGER NOT NULL DEFAULT 8,
    "spikeEnabled" BOOLEAN NOT NULL DEFAULT false,
    "spikeMultiple" DOUBLE PRECISION NOT NULL DEFAULT 3,
    "lastSpikeAt" TIMESTAMPTZ(3),
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "report_settings_pkey" PRIMARY KEY ("id")
);
