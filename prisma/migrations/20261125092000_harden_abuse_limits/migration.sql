-- Issue 13 item 7: abuse limits.

-- When the identity provider last vouched for the account's current e-mail address (email_verified).
-- Free credits, ADMIN_EMAILS and linking a new identity to an existing account all wait for it.
ALTER TABLE "User" ADD COLUMN "emailVerifiedAt" TIMESTAMP(3);

-- Fixed-window request counters shared by every web process: one row per limited key
-- ("upload:user:<id>", "sign-in:ip:<address>"…), reset when a new window starts.
CREATE TABLE "RateLimit" (
    "key" TEXT NOT NULL,
    "windowStart" TIMESTAMP(3) NOT NULL,
    "count" INTEGER NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RateLimit_pkey" PRIMARY KEY ("key")
);

CREATE INDEX "RateLimit_expiresAt_idx" ON "RateLimit"("expiresAt");
