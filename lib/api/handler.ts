import "server-only";
import { randomUUID } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { ApiError, errorBody } from "@/lib/api/errors";
import { validationError } from "@/lib/api/validation-error";
import { innermostMessage, mapDatabaseError } from "@/lib/api/db-errors";
import { assertSameOrigin } from "@/lib/api/origin";
import { requireAdmin, type AdminSession } from "@/lib/auth/session";
import { REQUEST_ID_HEADER } from "@/lib/security/headers";
import { MAX_BODY_BYTES, MAX_UPLOAD_BYTES } from "@/lib/config";
import { logger } from "@/lib/logger";
import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from "@/lib/validation/storable-text";

type RouteParams = Record<string, string | string[] | undefined>;

export type HandlerContext<TBody, TAuth> = {
  req: NextRequest;
  body: TBody;
  params: RouteParams;
  admin: TAuth;
  requestId: string;
  /** The parsed multipart body when the handler accepts "multipart" (uploads), otherwise null. */
  form: FormData | null;
};

type Options<TSchema extends z.ZodType | undefined, TAuthRequired extends boolean> = {
  /** zod schema for the JSON body; the parsed value arrives as ctx.body. */
  schema?: TSchema;
  /** Require an admin session (401 otherwise). */
  admin?: TAuthRequired;
  /** Maximum body size in bytes (413 beyond). */
  maxBodyBytes?: number;
  /** Extra check before the body is parsed (rate limits). */
  before?: (req: NextRequest) => Promise<void>;
  /**
   * The body type a state-changing call accepts: JSON (default), or multipart/form-data (uploads
   * only), or "one-click": RFC 8058 unsubscribes, POSTed by mail providers from anywhere with a
   * form body. Such a call carries its own authority (a signed token in its URL): no Origin check,
   * and its body is not read. "signed": a provider's webhook, which the handler reads raw and
   * verifies by its signature (the same: no Origin check, body left unread).
   */
  accepts?: "json" | "multipart" | "one-click" | "signed";
};

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

// The rest of an oversize body is never read: the connection cannot carry another request.
const tooLarge = (limit: number) =>
  new ApiError("payload_too_large", `Request body must be at most ${limit} bytes`, undefined, { Connection: "close" });

const JSON_TYPE = /^application\/([\w.+-]*\+)?json\b/i;
const MULTIPART_TYPE = /^multipart\/form-data;\s*boundary=/i;

/**
 * A state-changing call carries JSON (or multipart where the handler accepts it) or no body at
 * all. HTML forms can only send urlencoded, multipart or text/plain bodies cross-site without a
 * preflight: refusing them here is a second lock behind the Origin check.
 */
function assertBodyType(req: NextRequest, accepts: "json" | "multipart") {
  const type = req.headers.get("content-type");
  const hasBody = Number(req.headers.get("content-length") ?? 0) > 0 || req.headers.has("transfer-encoding");
  if (type === null && !hasBody) return;
  if (accepts === "multipart" ? MULTIPART_TYPE.test(type ?? "") : JSON_TYPE.test(type ?? "")) return;
  throw new ApiError(
    "unsupported_media_type",
    accepts === "multipart" ? "Request body must be multipart/form-data" : "Request body must be JSON (Content-Type: application/json)",
  );
}

/** 400 naming the field when the request carries text PostgreSQL cannot store (lib/validation/storable-text.ts). */
function assertStorableText(value: unknown) {
  const field = findUnstorableText(value);
  if (field !== null) throw new ApiError("bad_request", "Request contains characters that are not allowed", { [field]: UNSTORABLE_TEXT_MESSAGE });
}

/** Form fields as plain data for the text check; a file counts by its name. */
function formText(form: FormData): Record<string, string> {
  const text: Record<string, string> = {};
  for (const [key, value] of form) text[key] = typeof value === "string" ? value : value.name;
  return text;
}

async function readJson(req: NextRequest, limit: number): Promise<unknown> {
  const type = req.headers.get("content-type") ?? "";
  if (!JSON_TYPE.test(type)) {
    throw new ApiError("unsupported_media_type", "Request body must be JSON (Content-Type: application/json)");
  }
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > limit) throw tooLarge(limit);
  const text = await readLimited(req, limit);
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError("bad_request", "Request body is not valid JSON");
  }
}

/** A multipart body read within the size limit (a chunked body without Content-Length included). */
async function readForm(req: NextRequest, limit: number): Promise<FormData> {
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > limit) throw tooLarge(limit);
  const bytes = await readLimitedBytes(req, limit);
  try {
    return await new Response(new Uint8Array(bytes), { headers: { "content-type": req.headers.get("content-type") ?? "" } }).formData();
  } catch {
    throw new ApiError("bad_request", "Request body is not valid multipart/form-data");
  }
}

async function readLimited(req: NextRequest, limit: number): Promise<string> {
  return (await readLimitedBytes(req, limit)).toString("utf8");
}

/**
 * The client closed or reset its connection before its body ended. Node reports that as
 * "aborted" with ECONNRESET, a code the database's outage check also knows: told apart here, it
 * is logged as what it is and answered 400 (to nobody, most often).
 */
class BodyAborted extends ApiError {
  constructor(readonly reason: unknown) {
    super("bad_request", "The request body was cut short");
  }
}

async function readLimitedBytes(req: NextRequest, limit: number): Promise<Buffer> {
  if (!req.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    // Leaving the loop early (throw) cancels the stream; Connection: close then ends the socket.
    for await (const value of chunksOf(req.body)) {
      size += value.byteLength;
      if (size > limit) throw tooLarge(limit);
      chunks.push(value);
    }
  } catch (error) {
    throw error instanceof ApiError ? error : new BodyAborted(error);
  }
  return Buffer.concat(chunks);
}

async function* chunksOf(body: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/** The error shape of every call, with the request id that the server's log line repeats. */
export function errorResponse(error: ApiError, requestId?: string) {
  return NextResponse.json(errorBody(error, requestId), { status: error.status, headers: error.headers });
}

/**
 * The one wrapper every route handler goes through: origin and content-type checks for
 * state-changing calls, body size limit, JSON parsing, zod validation, admin session, and one
 * error shape. Every answer carries an X-Request-Id; unexpected errors are logged with it.
 */
export function apiHandler<TSchema extends z.ZodType | undefined = undefined, TAuthRequired extends boolean = false>(
  options: Options<TSchema, TAuthRequired>,
  handle: (
    ctx: HandlerContext<TSchema extends z.ZodType ? z.infer<TSchema> : undefined, TAuthRequired extends true ? AdminSession : null>,
  ) => Promise<Response> | Response,
) {
  return async (req: NextRequest, route?: { params?: Promise<RouteParams> }): Promise<Response> => {
    // proxy.ts gave the request its id (and the answer the same header).
    const id = req.headers.get(REQUEST_ID_HEADER) ?? randomUUID();
    let response: Response;
    try {
      const accepts = options.accepts ?? "json";
      if (STATE_CHANGING.has(req.method) && accepts !== "one-click" && accepts !== "signed") {
        assertSameOrigin(req);
        assertBodyType(req, accepts);
      }
      // Query strings and route params reach queries too: the same text check as the body.
      assertStorableText(Object.fromEntries(new URL(req.url).searchParams));
      const params = (await route?.params) ?? {};
      assertStorableText(params);
      const admin = options.admin ? await requireAdmin(req) : null;
      if (options.before) await options.before(req);
      let body: unknown = undefined;
      let form: FormData | null = null;
      if (accepts === "multipart" && STATE_CHANGING.has(req.method)) {
        form = await readForm(req, options.maxBodyBytes ?? MAX_UPLOAD_BYTES + MAX_BODY_BYTES);
        assertStorableText(formText(form));
      } else if (options.schema) {
        const raw = await readJson(req, options.maxBodyBytes ?? MAX_BODY_BYTES);
        assertStorableText(raw);
        const parsed = options.schema.safeParse(raw);
        if (!parsed.success) throw validationError(parsed.error);
        body = parsed.data;
      }
      response = await handle({ req, body: body as never, params, admin: admin as never, requestId: id, form });
    } catch (error) {
      response = handleError(error, id, req);
    }
    // A redirect's headers are immutable: it goes out without an id.
    if (!response.headers.has(REQUEST_ID_HEADER)) {
      try {
        response.headers.set(REQUEST_ID_HEADER, id);
      } catch {}
    }
    return response;
  };
}

/** Any error as the one error shape: 4xx for bad input, 503 for a database outage, else a logged 500. */
export function handleError(error: unknown, id: string, req: Request): Response {
  if (error instanceof BodyAborted) {
    logger.info(`[${id}] ${req.method} ${new URL(req.url).pathname}: request aborted by the client before its body ended (${innermostMessage(error.reason)})`);
    return errorResponse(error);
  }
  if (error instanceof ApiError) return errorResponse(error, error.status >= 500 ? id : undefined);
  // A schema parsed inside a handler (query strings, route params) is bad input too, never a 500.
  if (error instanceof z.ZodError) return errorResponse(validationError(error));
  const mapped = mapDatabaseError(error);
  if (mapped) {
    if (mapped.status >= 500) logger.warn(`[${id}] ${req.method} ${new URL(req.url).pathname}: database unavailable (${innermostMessage(error)})`);
    return errorResponse(mapped, mapped.status >= 500 ? id : undefined);
  }
  logger.error(`[${id}] ${req.method} ${new URL(req.url).pathname} failed`, error);
  return errorResponse(new ApiError("internal_error", "Something went wrong. Please try again."), id);
}
