import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { ApiError, errorBody, type FieldErrors } from "@/lib/api/errors";
import { mapDatabaseError } from "@/lib/api/db-errors";
import { assertSameOrigin } from "@/lib/api/origin";
import { requestId as makeRequestId } from "@/lib/api/request";
import { requireAdmin, type AdminSession } from "@/lib/auth/session";
import { MAX_BODY_BYTES, MAX_UPLOAD_BYTES } from "@/lib/config";
import { logger } from "@/lib/logger";

type RouteParams = Record<string, string | string[] | undefined>;

/**
 * What the checks below need of a request. NextRequest has it; so does the request that our HTTP
 * server builds for the calls it answers without Next's pipeline (lib/api/fast-routes.ts), whose
 * body is the Node request itself (an async iterable of chunks).
 */
export type ApiRequest = {
  readonly method: string;
  readonly url: string;
  readonly headers: { get(name: string): string | null; has(name: string): boolean };
  readonly body: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array> | null;
};

/**
 * A JSON answer as data. Next's route gets a Response made of it; the fast path writes it to the
 * socket as is (building and reading a Response costs ~20 µs, a tenth of that path's budget).
 */
export class JsonReply {
  constructor(
    readonly status: number,
    readonly headers: Record<string, string>,
    readonly body: string,
  ) {}
}

/** The JSON answer of a handler that may run on the fast path (same as NextResponse.json). */
export function jsonReply(data: unknown, init: { status?: number; headers?: Record<string, string> } = {}) {
  return new JsonReply(init.status ?? 200, { "content-type": "application/json", ...init.headers }, JSON.stringify(data));
}

function toResponse(reply: Response | JsonReply): Response {
  return reply instanceof JsonReply ? new NextResponse(reply.body, { status: reply.status, headers: reply.headers }) : reply;
}

export type HandlerContext<TBody, TAuth, TReq = NextRequest> = {
  req: TReq;
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
  /** The body type a state-changing call accepts: JSON (default), or multipart/form-data (uploads only). */
  accepts?: "json" | "multipart";
};

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Turns zod issues into { field: message }, first message per field. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

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
function assertBodyType(req: ApiRequest, accepts: "json" | "multipart") {
  const type = req.headers.get("content-type");
  const hasBody = Number(req.headers.get("content-length") ?? 0) > 0 || req.headers.has("transfer-encoding");
  if (type === null && !hasBody) return;
  if (accepts === "multipart" ? MULTIPART_TYPE.test(type ?? "") : JSON_TYPE.test(type ?? "")) return;
  throw new ApiError(
    "unsupported_media_type",
    accepts === "multipart" ? "Request body must be multipart/form-data" : "Request body must be JSON (Content-Type: application/json)",
  );
}

async function readJson(req: ApiRequest, limit: number): Promise<unknown> {
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
async function readForm(req: ApiRequest, limit: number): Promise<FormData> {
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > limit) throw tooLarge(limit);
  const bytes = await readLimitedBytes(req, limit);
  try {
    return await new Response(new Uint8Array(bytes), { headers: { "content-type": req.headers.get("content-type") ?? "" } }).formData();
  } catch {
    throw new ApiError("bad_request", "Request body is not valid multipart/form-data");
  }
}

async function readLimited(req: ApiRequest, limit: number): Promise<string> {
  return (await readLimitedBytes(req, limit)).toString("utf8");
}

async function readLimitedBytes(req: ApiRequest, limit: number): Promise<Buffer> {
  if (!req.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  // Leaving the loop early (throw) cancels a web stream; the fast path's Node body stays open
  // so that the 413 can still be written (its Connection: close then ends the socket).
  for await (const value of chunksOf(req.body)) {
    size += value.byteLength;
    if (size > limit) throw tooLarge(limit);
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

async function* chunksOf(body: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  if (!("getReader" in body)) return yield* body;
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

export function errorReply(error: ApiError, requestId?: string) {
  return jsonReply(errorBody(error, requestId), { status: error.status, headers: error.headers });
}

export function errorResponse(error: ApiError, requestId?: string) {
  return toResponse(errorReply(error, requestId));
}

type CoreOptions<TReq extends ApiRequest> = {
  schema?: z.ZodType;
  maxBodyBytes?: number;
  accepts?: "json" | "multipart";
  authorize?: (req: TReq) => Promise<unknown>;
  before?: (req: TReq) => Promise<void>;
};

type AnyHandle<TReq> = (ctx: HandlerContext<unknown, unknown, TReq>) => Promise<Response | JsonReply> | Response | JsonReply;

/** The checks, the handler and the error mapping, on any ApiRequest; never throws. */
function apiCore<TReq extends ApiRequest>(options: CoreOptions<TReq>, handle: AnyHandle<TReq>) {
  return async (req: TReq, route?: { params?: Promise<RouteParams> }): Promise<Response | JsonReply> => {
    const id = makeRequestId(req);
    try {
      const accepts = options.accepts ?? "json";
      if (STATE_CHANGING.has(req.method)) {
        assertSameOrigin(req);
        assertBodyType(req, accepts);
      }
      const admin = options.authorize ? await options.authorize(req) : null;
      if (options.before) await options.before(req);
      let body: unknown = undefined;
      let form: FormData | null = null;
      if (accepts === "multipart" && STATE_CHANGING.has(req.method)) {
        form = await readForm(req, options.maxBodyBytes ?? MAX_UPLOAD_BYTES + MAX_BODY_BYTES);
      } else if (options.schema) {
        const raw = await readJson(req, options.maxBodyBytes ?? MAX_BODY_BYTES);
        const parsed = options.schema.safeParse(raw);
        if (!parsed.success) {
          throw new ApiError("validation_failed", "Some fields are invalid", fieldErrors(parsed.error));
        }
        body = parsed.data;
      }
      const params = (await route?.params) ?? {};
      return await handle({ req, body, params, admin, requestId: id, form });
    } catch (error) {
      return errorReplyFor(error, id, req);
    }
  };
}

/**
 * The one wrapper every route handler goes through: origin and content-type checks for
 * state-changing calls, body size limit, JSON parsing, zod validation, admin session, and one
 * error shape. Unexpected errors are logged with a request id that the client also gets.
 */
export function apiHandler<TSchema extends z.ZodType | undefined = undefined, TAuthRequired extends boolean = false>(
  options: Options<TSchema, TAuthRequired>,
  handle: (
    ctx: HandlerContext<TSchema extends z.ZodType ? z.infer<TSchema> : undefined, TAuthRequired extends true ? AdminSession : null>,
  ) => Promise<Response | JsonReply> | Response | JsonReply,
) {
  const core = apiCore<NextRequest>({ ...options, authorize: options.admin ? requireAdmin : undefined }, handle as AnyHandle<NextRequest>);
  return async (req: NextRequest, route?: { params?: Promise<RouteParams> }) => toResponse(await core(req, route));
}

/** A handler the HTTP server may also call without Next (scripts/lib/fast-routes.mjs): `fast` takes an ApiRequest. */
export type FastRouteHandler = ((req: NextRequest, route?: { params?: Promise<RouteParams> }) => Promise<Response>) & {
  fast: (req: ApiRequest) => Promise<Response | JsonReply>;
};

/**
 * apiHandler for a public call that our HTTP server answers without Next's routing pipeline
 * (lib/api/fast-routes.ts registers it). The same checks, the same handler, the same answers; the
 * handler sees only what every ApiRequest has (no cookies, no nextUrl, hence no admin calls).
 */
export function fastApiHandler<TSchema extends z.ZodType | undefined = undefined>(
  options: { schema?: TSchema; maxBodyBytes?: number; before?: (req: ApiRequest) => Promise<void> },
  handle: (
    ctx: HandlerContext<TSchema extends z.ZodType ? z.infer<TSchema> : undefined, null, ApiRequest>,
  ) => Promise<Response | JsonReply> | Response | JsonReply,
): FastRouteHandler {
  const fast = apiCore<ApiRequest>(options, handle as AnyHandle<ApiRequest>);
  const route = async (req: NextRequest) => toResponse(await fast(req));
  return Object.assign(route, { fast });
}

export function errorReplyFor(error: unknown, id: string, req: ApiRequest): JsonReply {
  if (error instanceof ApiError) return errorReply(error, error.status >= 500 ? id : undefined);
  // A schema parsed inside a handler (query strings, route params) is bad input too, never a 500.
  if (error instanceof z.ZodError) return errorReply(new ApiError("validation_failed", "Some fields are invalid", fieldErrors(error)));
  const mapped = mapDatabaseError(error);
  if (mapped) {
    if (mapped.status >= 500) logger.warn(`[${id}] ${req.method} ${new URL(req.url).pathname}: database unavailable`);
    return errorReply(mapped, mapped.status >= 500 ? id : undefined);
  }
  logger.error(`[${id}] ${req.method} ${new URL(req.url).pathname} failed`, error);
  return errorReply(new ApiError("internal_error", "Something went wrong. Please try again."), id);
}

export function handleError(error: unknown, id: string, req: ApiRequest) {
  return toResponse(errorReplyFor(error, id, req));
}
