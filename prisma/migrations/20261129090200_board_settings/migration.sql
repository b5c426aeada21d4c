-- The idea board's settings: "publish new suggestions automatically" (off until the admin turns it on).

-- CreateTable
CREATE TABLE "board_settings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "autoPublish" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "board_settings_pkey" PRIMARY KEY ("id")
);
