// The embeds the site owner may set in the visual editor (prototype and video). Each editor value
// must be an https address on one of these hosts: the Content-Security-Policy is the same for every
// response (lib/security/headers.ts), so it lists these hosts (plus the env's own embeds) once,
// rather than following whatever the editor saves. No imports: the launcher's bundle includes it.

export const EMBED_SOURCES = [
  "https://embed.figma.com",
  "https://www.figma.com",
  "https://player.vimeo.com",
  "https://www.youtube-nocookie.com",
  "https://www.youtube.com",
  "https://www.loom.com",
] as const;

/** Why this address cannot be embedded, or null when it can. */
export function embedUrlProblem(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "must be a full address (https://…)";
  }
  if (parsed.protocol !== "https:") return "must start with https://";
  const source = `${parsed.protocol}//${parsed.host}`;
  return (EMBED_SOURCES as readonly string[]).includes(source) ? null : `must be an embed address on ${EMBED_SOURCES.map((s) => s.slice(8)).join(", ")}`;
}

/** Why this address cannot be a link of the site (social profiles, documentation), or null. */
export function linkUrlProblem(url: string): string | null {
  try {
    const { protocol } = new URL(url);
    return protocol === "https:" || protocol === "http:" ? null : "must start with https:// or http://";
  } catch {
    return "must be a full address (https://…)";
  }
}
