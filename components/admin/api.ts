// The admin screens' (dashboard, settings, visual editor) one way to call the server: same-origin
// JSON (or a multipart upload), cookies included, errors as RequestError with the server's message
// (the spec's "status: body" when the server gave none).
export class RequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "RequestError";
  }
}

type Body = { error?: { message?: string; fields?: Record<string, string> }; message?: string };

export async function adminFetch<T>(path: string, init: { method?: string; body?: unknown; form?: FormData } = {}): Promise<T> {
  const response = await fetch(path, {
    method: init.method ?? (init.body !== undefined || init.form ? "POST" : "GET"),
    credentials: "same-origin",
    cache: "no-store",
    headers: init.body === undefined ? undefined : { "Content-Type": "application/json" },
    body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!response.ok) {
    const body = (data ?? {}) as Body;
    const message = body.error?.message ?? body.message ?? `${response.status}: ${text || response.statusText}`;
    throw new RequestError(message, response.status, body.error?.fields);
  }
  return data as T;
}

export function queryString(params: Record<string, string | number | undefined>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== "") search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : "";
}
