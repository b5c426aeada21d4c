-- The e-mail as rendered when an issue's deliveries were listed: every batch sends it.
ALTER TABLE "newsletter_issues" ADD COLUMN "html" TEXT, ADD COLUMN "text" TEXT;
