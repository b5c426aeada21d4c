// @ts-check
// Webhooks (issue 34): an admin may only point them at public http(s) addresses (SSRF), with the
// fields the call knows; nobody else may add, list, change, test or delete them.
import { PRODUCTION, send, sendJson, startApp } from "./http.mjs";
import { signIn } from "./sessions.mjs";

/** Addresses a webhook must never reach, in the spellings that hide them, and schemes that are not http(s). */
const REFUSED_URLS = [
  "http://127.0.0.1:3000/api/admin/reset-feedback",
  "http://localhost/",
  "http://0.0.0.0/",
  "http://2130706433/",
  "http://0x7f.0.0.1/",
  "http://127.1/",
  "http://[::1]/",
  "http://[::ffff:127.0.0.1]/",
  "http://[::ffff:7f00:1]/",
  "http://10.0.0.1/",
  "http://172.16.5.4/",
  "http://192.168.0.1/",
  "http://100.64.0.1/",
  "http://169.254.169.254/latest/meta-data/iam/",
  "http://[fd00:ec2::254]/",
  "http://[fe80::1]/",
  "http://100.100.100.200/",
  "ftp://example.com/hook",
  "file:///etc/passwd",
  "gopher://127.0.0.1:25/",
  "javascript:alert(1)",
  "https://user:pass@example.com/",
];

/** @param {import("./types").Context} context */
export async function checkWebhooks({ cluster, record, port }) {
  const app = await startApp({ port: port + 11, databaseUrl: await cluster.createDatabase("adversarial_webhooks"), dataDir: cluster.dir, args: PRODUCTION });
  try {
    const cookie = await signIn(app);
    const add = (/** @type {unknown} */ body, headers = { cookie }) => sendJson(app, "/api/admin/webhooks", body, { headers });
    const fieldsOf = (/** @type {{ text: string }} */ res) => {
      try {
        return Object.keys(JSON.parse(res.text).error.fields ?? {}).join(",");
      } catch {
        return "";
      }
    };

    const refused = [];
    for (const url of REFUSED_URLS) {
      const res = await add({ url, events: ["feedback"], format: "json" });
      if (res.status !== 400 || fieldsOf(res) !== "url") refused.push(`${url} → ${res.status} ${fieldsOf(res)}`);
    }
    record("webhooks", `${REFUSED_URLS.length} loopback, private, metadata and non-http webhook URLs`, refused.length ? refused.join("; ") : `all 400 naming url`, "all 400 naming url", refused.length === 0);

    const unknown = await add({ url: "https://hooks.example.com/x", events: ["feedback"], format: "json", secret: "whsec_chosen", retries: 1000 });
    record("webhooks", "a webhook with unknown fields (secret, retries)", `${unknown.status} ${fieldsOf(unknown)}`, "400 secret,retries", unknown.status === 400 && fieldsOf(unknown) === "secret,retries");

    const calls = [
      ["GET", "/api/admin/webhooks"],
      ["POST", "/api/admin/webhooks"],
      ["PATCH", "/api/admin/webhooks/some-id"],
      ["DELETE", "/api/admin/webhooks/some-id"],
      ["POST", "/api/admin/webhooks/some-id/test"],
      ["GET", "/api/admin/notifications"],
      ["PUT", "/api/admin/notifications"],
    ];
    const anonymous = [];
    const crossSite = [];
    for (const [method, path] of calls) {
      const body = { url: "https://hooks.example.com/x", events: ["feedback"], format: "json" };
      const anon = method === "GET" ? await send(app.base, { path }) : await sendJson(app, path ?? "", body, { method });
      anonymous.push(anon.status);
      if (method !== "GET") crossSite.push((await sendJson(app, path ?? "", body, { method, headers: { cookie, origin: "https://evil.example" } })).status);
    }
    record("webhooks", `${calls.length} webhook and notification calls without a session`, anonymous.join(" "), calls.map(() => 401).join(" "), anonymous.every((s) => s === 401));
    record("webhooks", `${crossSite.length} state-changing ones with the admin's cookie from another site`, crossSite.join(" "), crossSite.map(() => 403).join(" "), crossSite.every((s) => s === 403));
  } finally {
    await app.stop();
  }
}
