import { query } from "./db";

/** Clears the admin lists and the login limiter, then seeds one known row of each kind. */
export async function seedAdminData() {
  await query(`DELETE FROM email_outbox`);
  await query(`DELETE FROM feedback`);
  await query(`DELETE FROM feature_suggestions`);
  await query(`DELETE FROM contact_messages`);
  await query(`DELETE FROM analytics_events`);
  await query(`DELETE FROM rate_limits`);
  await query(`UPDATE program_settings SET "liveCount" = false`);
  await query(
    `INSERT INTO feedback (id, email, clarity, usage, rating, status, priority, "createdAt") VALUES
      ('e2e-fb-1', 'tester@example.com', 'Seeded clarity answer', 'Weekly repairs', 5, 'new', 'medium', now() - interval '2 hours'),
      ('e2e-fb-2', NULL, 'Second seeded entry', 'Daily', 3, 'in_progress', 'low', now() - interval '1 hour'),
      ('e2e-fb-3', 'other@example.com', 'Third, with "quotes", and commas', 'Monthly', 1, 'closed', 'high', now())`,
  );
  // Two confirmed early testers, slots 1 and 2.
  await query(
    `INSERT INTO testers (id, "feedbackId", slot, email, "emailKey", status, "tokenNonce", "createdAt", "expiresAt", "confirmedAt") VALUES
      (gen_random_uuid()::text, 'e2e-fb-1', 1, 'tester@example.com', 'tester@example.com', 'confirmed', 'seeded-1', now(), now(), now()),
      (gen_random_uuid()::text, 'e2e-fb-3', 2, 'other@example.com', 'other@example.com', 'confirmed', 'seeded-2', now(), now(), now())`,
  );
  // Confirming a tester slot proves the address: the first tester's address is a member (the site
  // may e-mail it), the other's is left unconfirmed, so the screens show both.
  await query(`DELETE FROM members WHERE "emailKey" IN ('tester@example.com', 'other@example.com')`);
  await query(`INSERT INTO members (id, email, "emailKey") VALUES (gen_random_uuid()::text, 'tester@example.com', 'tester@example.com')`);
  await query(
    `INSERT INTO feature_suggestions (id, name, description, "useCase", priority, email) VALUES
      ('e2e-fs-1', 'Seeded voice guidance', 'Read the steps aloud', 'Hands busy', 'Important', 'idea@example.com')`,
  );
  await query(
    `INSERT INTO contact_messages (id, "firstName", "lastName", email, subject, message) VALUES
      ('e2e-cm-1', 'Grace', 'Hopper', 'grace@example.com', 'Seeded subject', 'Seeded contact message')`,
  );
  await query(
    `INSERT INTO email_outbox (id, kind, "to", subject, html, text, "idempotencyKey", status, attempts, "lastError", "contactMessageId", "updatedAt")
     VALUES ('e2e-ob-1', 'contact', 'owner@example.com', 'Seeded subject', '<p>x</p>', 'x', 'contact-e2e-1', 'failed', 5, 'Provider unreachable', 'e2e-cm-1', now())`,
  );
  await query(
    `INSERT INTO analytics_events (name, "ctaId") VALUES ('cta_click', 'hero_prototype_button'), ('cta_click', 'hero_prototype_button'), ('theme_toggle', NULL), ('feedback_submit', NULL)`,
  );
}

/** What the browser keeps in local and session storage, as one string. */
export const storageDump = () => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } });

/** Puts the e2e admin account back (username and password), whatever a test changed. */
export async function restoreAdmin() {
  const { hash } = await import("@node-rs/argon2");
  const { E2E_ADMIN } = await import("../../playwright.config");
  const passwordHash = await hash(E2E_ADMIN.password, { algorithm: 2 });
  await query(`UPDATE admin_users SET username = $1, "passwordHash" = $2`, [E2E_ADMIN.username, passwordHash]);
  await query(`DELETE FROM rate_limits`);
}
