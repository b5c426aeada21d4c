// @ts-check
// Shared analytics links (/share/analytics/<token>): a forged, unknown or revoked token answers
// 404, page and data call alike; a live one is never indexed nor kept by a shared cache, and one
// address reads it a bounded number of times a minute; a password is guessed at most a handful
// of times per address and a bounded number per link, however many addresses the guesser has.
import { PRODUCTION, send, sendJson, startApp } from "./http.mjs";
import { signIn } from "./sessions.mjs";

/** Wrong passwords per address, and per link from any address (the app's LOGIN_MAX_FAILURES, LOGIN_MAX_FAILURES_PER_ADDRESS defaults). */
const PER_ADDRESS = 5;
const PER_LINK = 20;
const GUESSERS = 30;
/** Requests per address and minute to a costly public path (the app's COSTLY_PATH_RATE_LIMIT_PER_MINUTE default). */
const COSTLY_PER_MINUTE = 60;
const GUESSES_EACH = 3;

/** @param {import("./types").Context} context */
export async function checkShares({ cluster, record, port }) {
  const app = await startApp({ port: port + 11, databaseUrl: await cluster.createDatabase("adversarial_shares"), dataDir: cluster.dir, args: PRODUCTION });
  try {
    const cookie = await signIn(app);
    const create = (/** @type {object} */ body, headers = { cookie }) => sendJson(app, "/api/admin/analytics-shares", body, { headers });
    const stranger = await create({ label: "x" }, { cookie: "" });
    const open = await create({ label: "open" });
    const locked = await create({ label: "locked", password: "a long secret phrase" });
    const [openShare, lockedShare] = [open, locked].map((r) => (r.status === 201 ? JSON.parse(r.text).share : null));
    if (!openShare || !lockedShare) {
      record("shares", "an admin creates shared analytics links", `${open.status} ${locked.status}`, "201 201", false);
      return;
    }
    record("shares", "a shared analytics link created without an admin session", stranger.status, 401, stranger.status === 401);
    const tokenOf = (/** @type {{ url: string }} */ share) => share.url.split("/share/analytics/")[1] ?? "";
    const page = (/** @type {string} */ token) => send(app.base, { path: `/share/analytics/${token}` });
    const data = (/** @type {string} */ token, /** @type {Record<string, string>} */ headers = {}) => send(app.base, { path: `/api/share/analytics/${token}?days=7`, headers });

    const token = tokenOf(openShare);
    const forged = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    const unknown = `zzzzzzzzzzzzzzzzzzzzzzzzz.${"A".repeat(43)}`;
    const wrong = [await page(forged), await data(forged), await page(unknown), await data(unknown), await page("not-a-token"), await data("a.b")];
    record("shares", "a forged, unknown or malformed token (page and data call, twice each)", wrong.map((r) => r.status).join(" "), "404 404 404 404 404 404", wrong.every((r) => r.status === 404));

    const live = await page(token);
    const liveData = await data(token);
    const noindex = [live, liveData].every((r) => /noindex/.test(String(r.headers["x-robots-tag"])) && /no-store/.test(String(r.headers["cache-control"])));
    const meta = /<meta name="robots" content="noindex/.test(live.text);
    record("shares", "a live link: page and data call, X-Robots-Tag and Cache-Control, robots meta", `${live.status} ${liveData.status}, headers ${noindex ? "noindex, no-store" : "missing"}, meta ${meta ? "noindex" : "missing"}`, "200 200, headers noindex, no-store, meta noindex", live.status === 200 && liveData.status === 200 && noindex && meta);

    // Each data call computes the whole Analytics tab: one address gets COSTLY_PER_MINUTE a minute.
    const busy = [];
    for (let r = 0; r < COSTLY_PER_MINUTE + 2; r++) busy.push((await data(token, { "x-forwarded-for": "198.18.3.1" })).status);
    const served = busy.filter((status) => status === 200).length;
    record("shares", `${COSTLY_PER_MINUTE + 2} data calls to a live link from one address within a minute`, `${served} × 200, then ${busy.slice(served).join(" ")}`, `${COSTLY_PER_MINUTE} × 200, then 429 429`, busy.join(" ") === [...Array(COSTLY_PER_MINUTE).fill(200), 429, 429].join(" "));

    const revoke = await send(app.base, { method: "DELETE", path: `/api/admin/analytics-shares/${openShare.id}`, headers: { cookie, origin: app.base } });
    const after = [await page(token), await data(token)];
    record("shares", "a revoked link (page and data call)", `revoke ${revoke.status}; ${after.map((r) => r.status).join(" ")}`, "revoke 200; 404 404", revoke.status === 200 && after.every((r) => r.status === 404));

    // One address guessing: locked after PER_ADDRESS wrong passwords (its own link, so the crowd below starts fresh).
    const alone = await create({ label: "alone", password: "another long phrase" });
    const aloneToken = alone.status === 201 ? tokenOf(JSON.parse(alone.text).share) : "";
    const sameAddress = [];
    for (let g = 0; g < PER_ADDRESS + 2; g++) sameAddress.push((await data(aloneToken, { "x-share-password": `again-${g}`, "x-forwarded-for": "198.18.1.1" })).status);
    record("shares", `${PER_ADDRESS + 2} wrong passwords from one address`, sameAddress.join(" "), `${PER_ADDRESS} × 401, then 429`, sameAddress.join(" ") === [...Array(PER_ADDRESS).fill(401), 429, 429].join(" "));

    // A guesser with many addresses: each address is locked after PER_ADDRESS wrong passwords, the link after PER_LINK.
    const lockedToken = tokenOf(lockedShare);
    let checked = 0;
    let refused = 0;
    for (let a = 0; a < GUESSERS; a++) {
      for (let g = 0; g < GUESSES_EACH; g++) {
        const res = await data(lockedToken, { "x-share-password": `guess-${a}-${g}`, "x-forwarded-for": `198.18.0.${a + 1}` });
        if (res.status === 401) checked++;
        else if (res.status === 429) refused++;
      }
    }
    record("shares", `${GUESSERS * GUESSES_EACH} wrong passwords for one link from ${GUESSERS} addresses`, `${checked} checked (401), ${refused} refused (429)`, `${PER_LINK} checked, the rest 429`, checked === PER_LINK && checked + refused === GUESSERS * GUESSES_EACH);
  } finally {
    await app.stop();
  }
}
