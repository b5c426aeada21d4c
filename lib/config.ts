// The spec's business constants (section 9), under their spec names. Nothing else hard-codes them.
export const PRODUCT_NAME = "StepWise";

export const EARLY_TESTERS = 50;
export const TESTER_DEADLINE_ISO = "2025-09-30T23:59:59.999Z";
/** The early testers' three rewards (spec section 1), on the landing page and in the welcome e-mail. */
export const TESTER_REWARDS = ["Beta Tester Badge", "Lifetime Pro Access (core features only)", "Early Feature Access"] as const;
export const CAROUSEL_ITEMS = 11;
export const CAROUSEL_INTERVAL_MS = 4000;
export const BACK_TO_TOP_THRESHOLD_PX = 400;
export const NAV_SCROLL_OFFSET_PX = 80;
export const SECTION_DETECTION_OFFSET_PX = 150;
export const MOBILE_SWIPE_CLOSE_PX = 50;
export const CONTACT_STATUS_TIMEOUT_MS = 5000;
export const FEEDBACK_COUNT_CACHE_MS = 60_000;
export const BLOG_LIST_FRESH_MS = 5 * 60_000;
export const BLOG_LIST_KEPT_MS = 10 * 60_000;
export const READING_WORDS_PER_MINUTE = 200;
export const BLOG_SKELETON_CARDS = 6;
export const OVERVIEW_RECENT_FEEDBACK = 3;
/** "Needs attention": a queued e-mail older than this is a backlog; a reservation expiring within this many hours is flagged. */
export const ATTENTION_OUTBOX_BACKLOG_MINUTES = 15;
export const ATTENTION_RESERVATION_HOURS = 24;
/** The spike alert: at most one per this many hours; never for fewer visitors than the minimum in the hour. */
export const SPIKE_ALERT_COOLDOWN_HOURS = 6;
export const SPIKE_ALERT_MIN_VISITORS = 10;
export const VIDEO_RELOAD_WAIT_MS = 100;
export const PROTOTYPE_FRAME_HEIGHT_PX = 600;
export const PROTOTYPE_FRAME_MIN_HEIGHT_PX = 500;
export const DEVICE_PREVIEW_WIDTHS = { mobile: "375px", tablet: "768px", desktop: "100%" } as const;
export const PASSWORD_MIN_LENGTH = 6;
export const LOGIN_HISTORY_ENTRIES = 10;
export const EMAIL_STATUS_POLL_MS = 30_000;
export const MINIMUM_AGE = 13;
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const SUGGESTION_PRIORITIES = ["Nice to have", "Important", "Critical"] as const;
export const FEEDBACK_STATUSES = ["new", "in_progress", "resolved", "closed"] as const;
export const FEEDBACK_STATUS_LABELS: Record<(typeof FEEDBACK_STATUSES)[number], string> = { new: "New", in_progress: "In progress", resolved: "Resolved", closed: "Closed" };
export const FEEDBACK_PRIORITIES = ["low", "medium", "high"] as const;
export const EDITOR_FONTS = ["Inter", "Poppins", "Roboto", "Open Sans", "Montserrat", "Lato", "Nunito"] as const;
export const FONT_SIZE_RANGE = { min: 12, max: 72, step: 2 } as const;
export const SPACING_RANGE = { min: 0, max: 200, step: 4 } as const;
export const THEME_STORAGE_KEY = "stepwise-theme";

// Limits of our own: every text field has a maximum length and every body a size limit, so no request can make the server hold or store an unbounded amount.
export const MAX_BODY_BYTES = 64 * 1024;
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
/** An upload's dimensions: a few KB of PNG can declare 30000 × 30000 pixels, seconds to decode. */
export const MAX_UPLOAD_SIDE_PX = 4096;
export const MAX_UPLOAD_PIXELS = 16_000_000;
/** Uploads are stored re-encoded within this box: twice the widest the pages show (the 1200 px cover). */
export const STORED_IMAGE_MAX_SIDE_PX = 2400;
export const LOGIN_LOCKOUT_WINDOW_S = 15 * 60;
export const GATE_UNLOCK_TTL_S = 30 * 60;
/** Minimum time between a form being shown and submitted, when the form reports it. */
export const MIN_FORM_FILL_MS = 1500;
export const ANALYTICS_EVENTS = [
  "feedback_submit",
  "prototype_test",
  "feature_suggest",
  "theme_toggle",
  "cta_click",
  // The funnel's steps between a visit and a tester (lib/analytics/funnel.ts).
  "feedback_open",
  "tester_reserved",
  "tester_confirmed",
  "waitlist_joined",
] as const;
/**
 * The events only the server can know happened (an entry stored, a slot reserved or confirmed):
 * the server records them where they happen; POST /api/events refuses them from a client.
 */
export const SERVER_EVENTS = ["feedback_submit", "feature_suggest", "tester_reserved", "tester_confirmed", "waitlist_joined"] as const satisfies readonly (typeof ANALYTICS_EVENTS)[number][];
export const CTA_IDS = ["hero_prototype_button", "hero_feedback_button"] as const;
/** The hero's second button, in the spec's words (the first is the editor's "cta-button" text). */
export const HERO_FEEDBACK_TEXT = "Share Feedback";

// E-mail: how a send and the provider check are bounded (the job queue does the retries).
/** One send may take this long before it counts as a network error (well under its job's expiry). */
export const EMAIL_SEND_TIMEOUT_MS = 15_000;
/** The provider check behind /api/email-status is cached this long, so polling cannot hammer it. */
export const EMAIL_STATUS_CACHE_MS = 15_000;
export const EMAIL_CHECK_TIMEOUT_MS = 5_000;

/** Blog posts per list page (the first page is in the server HTML; ?page= for the rest). */
export const BLOG_PAGE_SIZE = 12;

/** Shareable preview links (lib/preview): default lifetime, and the longest one may choose. */
export const PREVIEW_LINK_DAYS = 7;
export const PREVIEW_LINK_MAX_DAYS = 30;
/** An embed whose frame has not loaded this long after it came into view shows its fallback link. */
export const EMBED_LOAD_TIMEOUT_MS = 15_000;

// Members: passwordless sign-in by e-mail.
/** A sign-in link works once, within this many minutes of being sent. */
export const SIGN_IN_LINK_MINUTES = 15;
/** Sign-in e-mails one address receives at most in an hour, whoever asks: a stranger's inbox gets no more. */
export const SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR = 3;
/** Tester confirmation e-mails to one (normalised) address per hour, whoever sends the form. */
export const TESTER_LINKS_PER_RECIPIENT_PER_HOUR = 3;
