// @ts-check
// The "sessions" phase: server-side revocation, absolute lifetime, and a lockout that protects the
// admin (issue 17). The server trusts X-Forwarded-For (TRUST_PROXY), as behind a proxy, so that one
// client can act as an attacker's address and as the admin's own.
import { ADMIN, PRODUCTION, send, sendJson, startApp } from "./http.mjs";

/** @typedef {import("./types").App} App @typedef {import("./types").Response} Response */

const LIFETIME_S = 12;
const SESSION_COOKIE = "next-auth.session-token";
const ATTACKER = "203.0.113.66";
const ADMIN_ADDRESS = "198.51.100.7";
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The session cookie a response sets ("" when it clears it, null when it sets none). @param {Response} res */
function sessionCookieOf(res) {
  const headers = [res.headers["set-cookie"] ?? []].flat();
  const found = headers.find((h) => h.startsWith(`${SESSION_COOKIE}=`));
  if (!found) return null;
  const value = (found.split(";")[0] ?? "").slice(SESSION_COOKIE.length + 1);
  return value ? `${SESSION_COOKIE}=${value}` : "";
}

/** A new session's cookie ("" when the sign-in is refused: the row that needed it then fails). @param {App} app */
export async function signIn(app, address = ADMIN_ADDRESS, credentials = ADMIN) {
  const res = await sendJson(app, "/api/admin/login", credentials, {
    headers: { "x-forwarded-for": address },
  });
  return res.status === 200 ? (sessionCookieOf(res) ?? "") : "";
}

const login = (/** @type {App} */ app, /** @type {string} */ address, credentials = ADMIN) =>
  sendJson(app, "/api/admin/login", credentials, { headers: { "x-forwarded-for": address } });

const sessionStatus = async (/** @type {App} */ app, /** @type {string} */ cookie) =>
  (
    await send(app.base, {
      path: "/api/admin/session",
      headers: { cookie, "x-forwarded-for": ADMIN_ADDRESS },
    })
  ).status;

/** The exp claim is encrypted (JWE): the renewal's own answer gives its expiry. @param {App} app @param {string} cookie */
async function renew(app, cookie) {
  const res = await send(app.base, { path: "/api/auth/session", headers: { cookie } });
  /** @type {{ user?: { name?: string } } | null} */
  let body = {};
  try {
    body = JSON.parse(res.text);
  } catch {
    body = {};
  }
  return { status: res.status, cookie: sessionCookieOf(res), user: body?.user?.name ?? null };
}

/** The server's settings for this phase (the session lifetime made short). */
export const SESSIONS_ENV = {
  TRUST_PROXY: "on",
  LOGIN_MAX_FAILURES: "5",
  SESSION_LIFETIME_SECONDS: String(LIFETIME_S),
};

/** @param {import("./types").Context} context */
export async function checkSessions({ cluster, record, port }) {
  const databaseUrl = await cluster.createDatabase("adversarial_sessions");
  const app = await startApp({ port, databaseUrl, dataDir: cluster.dir, env: SESSIONS_ENV, args: PRODUCTION });
  try {
    await sessionChecks(app, record);
  } finally {
    await app.stop();
    await cluster.dropDatabase("adversarial_sessions");
  }
}

/**
 * The rows, against a running server (also run against main's older build, where each fails).
 * The lockout rows come last: on a build that locks the account, they would spoil the others.
 * @param {App} app @param {import("./types").RecordFigure} record
 */
export async function sessionChecks(app, record) {
  /** @param {string} check @param {unknown} figure @param {unknown} expected @param {boolean | null} ok */
  const row = (check, figure, expected, ok) => record("sessions", check, figure, expected, ok);

  // next-auth's own URLs are the site's (SITE_URL), not http://localhost:3000.
  const providers = await send(app.base, { path: "/api/auth/providers" });
  const urls = Object.values(JSON.parse(providers.text || "{}")).flatMap((p) => [
    p.signinUrl,
    p.callbackUrl,
  ]);
  row(
    "/api/auth/providers: sign-in and callback URLs",
    urls.join(" "),
    `every URL under ${app.base}`,
    urls.length > 0 && urls.every((u) => u?.startsWith(`${app.base}/`)),
  );

  // Logout ends the session on the server: a copy of the token is refused, and renews nothing.
  const cookie = await signIn(app);
  const before = await sessionStatus(app, cookie);
  const out = await sendJson(app, "/api/admin/logout", {}, { headers: { cookie } });
  const replay = await sessionStatus(app, cookie);
  const renewal = await renew(app, cookie);
  const renewed = renewal.cookie === "" ? "cleared" : renewal.cookie ? "renewed" : "untouched";
  row(
    "logged-out token replayed: /api/admin/session, then a renewal at /api/auth/session",
    `before ${before}, logout ${out.status}, replay ${replay}; renewal user ${renewal.user ?? "none"}, cookie ${renewed}`,
    "replay 401, renewal gives no session",
    before === 200 &&
      out.status === 200 &&
      replay === 401 &&
      renewal.user === null &&
      !renewal.cookie,
  );

  // A password change ends every other session; this one goes on.
  const other = await signIn(app, "198.51.100.8");
  const here = await signIn(app);
  const NEW = `${ADMIN.password}-changed`;
  const changePassword = (/** @type {string} */ from, /** @type {string} */ to) =>
    sendJson(
      app,
      "/api/admin/settings/password",
      { currentPassword: from, newPassword: to, confirmPassword: to },
      { headers: { cookie: here, "x-forwarded-for": ADMIN_ADDRESS } },
    );
  const change = await changePassword(ADMIN.password, NEW);
  const otherAfter = await sessionStatus(app, other);
  const hereAfter = await sessionStatus(app, here);
  row(
    "token of another session after a password change",
    `change ${change.status}; other ${otherAfter}; this one ${hereAfter}`,
    "other 401, this one 200",
    change.status === 200 && otherAfter === 401 && hereAfter === 200,
  );
  await changePassword(NEW, ADMIN.password);

  // Renewing every 1.5 s never carries a session past its absolute lifetime.
  let current = await signIn(app);
  const started = Date.now();
  let renewals = 0;
  let lastUser = "";
  while (Date.now() - started < (LIFETIME_S + 2) * 1000) {
    await sleep(1500);
    const r = await renew(app, current);
    if (r.cookie) {
      current = r.cookie;
      renewals++;
    }
    lastUser = r.user ?? "";
  }
  const final = await sessionStatus(app, current);
  row(
    `a session renewed every 1.5 s for ${LIFETIME_S + 2} s (SESSION_LIFETIME_SECONDS=${LIFETIME_S})`,
    `${renewals} renewals; last renewal user ${lastUser || "none"}; then /api/admin/session ${final}`,
    "401 after the lifetime",
    final === 401 && lastUser === "",
  );

  // Wrong passwords at the editor gate count apart from login.
  const gateCookie = await signIn(app);
  const gates = [];
  for (let i = 0; i < 6; i++) {
    const headers = { cookie: gateCookie, "x-forwarded-for": ADMIN_ADDRESS };
    gates.push(
      (await sendJson(app, "/api/admin/gate", { password: `wrong-${i}` }, { headers })).status,
    );
  }
  const loginAfterGate = await login(app, ADMIN_ADDRESS);
  row(
    "6 wrong gate passwords, then a sign-in from the same address",
    `${gates.join(" ")}, then ${loginAfterGate.status}`,
    "401 x5, 429, then 200",
    gates.slice(0, 5).every((s) => s === 401) && gates[5] === 429 && loginAfterGate.status === 200,
  );

  // An attacker fails five times for the admin's name (any case) from their address...
  const attacks = [];
  for (const name of ["Admin", "ADMIN", "admin", "admin ", "Admin"]) {
    attacks.push((await login(app, ATTACKER, { username: name, password: "guess" })).status);
  }
  const locked = await login(app, ATTACKER);
  const message =
    locked.status === 429 ? JSON.parse(locked.text).error.message : locked.text.slice(0, 80);
  row(
    "5 failed sign-ins for 'Admin' from one address, then the right password from it",
    `${attacks.join(" ")}, then ${locked.status} (Retry-After ${locked.headers["retry-after"]}): ${message}`,
    "401 x5, then 429 saying the wait in minutes",
    attacks.every((s) => s === 401) &&
      locked.status === 429 &&
      /^Too many failed sign-ins\. Try again in \d+ minutes?\.$/.test(message),
  );
  // ...while the admin signs in from their own address.
  const admin = await login(app, "198.51.100.10");
  row(
    "the admin signs in from a second address while the attacker holds the lockout",
    admin.status,
    200,
    admin.status === 200,
  );
}
