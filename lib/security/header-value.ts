// User text that reaches a header or a log line must stay on one line: a CR or LF there would
// start a header or a log entry of the sender's choosing. NEL, LS and PS count as line breaks too.
const LINE_BREAKS = /[\r\n\u0085\u2028\u2029]+/g;
const CONTROL = /[\u0000-\u001F\u007F]/g;

/** A header value (an e-mail subject, a name): line breaks become one space, other controls go. */
export function headerValue(text: string): string {
  return text.replace(LINE_BREAKS, " ").replace(CONTROL, "").trim();
}

/** A log line: line breaks and other controls are shown escaped (\n, \u001b), never written raw. */
export function logLine(text: string): string {
  return text.replace(/[\u0000-\u001F\u007F\u0085\u2028\u2029]/g, (c) =>
    c === "\n" ? "\\n" : c === "\r" ? "\\r" : `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
