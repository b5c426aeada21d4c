// @ts-check
// Custom CSS (issue 17): the filter checked only url(...), so image-set('https:evil...') was saved
// and made browsers fetch from another host. Every resource-loading construct must be refused
// by the save API with a 422, and nothing stored.
import { ADMIN, send, sendJson } from "./http.mjs";

const REFUSED = [
  "a { background-image: image-set('https:evil.example/c.png' 1x) }",
  "a { background-image: -webkit-image-set('https://evil.example/c.png' 1x) }",
  "a { background-image: image('https:evil.example/c.png') }",
  "a { background-image: cross-fade(url(/a.png), url(/b.png)) }",
  "a { background-image: src('https:evil.example/c.png') }",
  "a { background: url('https:evil.example/c.png') }",
  "a { --bg: url(https:evil.example/c.png) } b { background: var(--bg) }",
  "@import 'https://evil.example/x.css';",
  "@font-face { font-family: x; src: url(https://evil.example/f.woff2) }",
  "a { mask-image: url(/x.svg#m) }",
];

/** @param {import("./types").Response} res @param {Map<string, string>} jar */
const cookiesOf = (res, jar) => {
  for (const c of [res.headers["set-cookie"] ?? []].flat()) jar.set(c.split("=")[0] ?? "", c.split(";")[0] ?? "");
  return [...jar.values()].join("; ");
};

/** @param {import("./types").App} app @param {import("./types").Context} context */
export async function checkCustomCss(app, { record }) {
  /** @type {Map<string, string>} */
  const jar = new Map();
  const login = await sendJson(app, "/api/admin/login", ADMIN);
  let cookie = cookiesOf(login, jar);
  const gate = await sendJson(app, "/api/admin/gate", { password: ADMIN.password }, { headers: { cookie } });
  cookie = cookiesOf(gate, jar);
  if (login.status !== 200 || gate.status !== 200) {
    record("css", "admin signs in and opens the editor gate", `${login.status}/${gate.status}`, "200/200", false);
    return;
  }
  const results = [];
  for (const css of REFUSED) {
    const res = await sendJson(app, "/api/admin/visual-editor/save", { elements: [], customCss: css }, { headers: { cookie } });
    results.push([css, res.status]);
  }
  const accepted = results.filter(([, status]) => status !== 422);
  record("css", `${REFUSED.length} resource-loading custom CSS saves (image-set, image, cross-fade, src, url, @import, @font-face...)`, accepted.length ? accepted.map(([c, s]) => `${s}: ${c}`).join(" | ") : `all ${REFUSED.length} answered 422`, "422 each", accepted.length === 0);
  // Allowed CSS is served on the public pages, and never in the admin area.
  const ok = await sendJson(app, "/api/admin/visual-editor/save", { elements: [], customCss: "h1 { letter-spacing: 0.01em }" }, { headers: { cookie } });
  const home = await send(app.base, { path: "/privacy" });
  const admin = await send(app.base, { path: "/admin", headers: { cookie } });
  const onHome = home.text.includes('id="site-custom-css"');
  const onAdmin = admin.text.includes('id="site-custom-css"');
  record("css", "allowed CSS: saved, on /privacy, not on /admin", `${ok.status}, ${onHome ? "on" : "not on"} /privacy, ${onAdmin ? "on" : "not on"} /admin (${admin.status})`, "200, on, not on", ok.status === 200 && onHome && !onAdmin && admin.status === 200);
  const page = await send(app.base, { path: "/" });
  record("css", "the home page after them carries none of it", /evil\.example|cross-fade|image-set/.test(page.text) ? "found" : "none", "none", !/evil\.example|cross-fade|image-set/.test(page.text));
}
