import { describeWait, retryAfterSeconds } from "../format/wait";

// One error shape for every API answer: { error: { code, message, fields? , requestId? } }.
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export type FieldErrors = Record<string, string>;

export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const unauthorized = () => new ApiError("unauthorized", "Authentication required");
export const notFound = (what = "Resource") => new ApiError("not_found", `${what} not found`);
/** Headers of an answer that asks the client to come back after `seconds`. */
export const retryAfter = (seconds: number) => ({ "Retry-After": String(retryAfterSeconds(seconds)) });

/** 429 whose message says how long to wait, matching its Retry-After header. */
export const rateLimited = (seconds: number, reason = "Too many requests.") =>
  new ApiError("rate_limited", `${reason} ${describeWait(seconds)}`, undefined, retryAfter(seconds));

export function errorBody(error: ApiError, requestId?: string) {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
      ...(requestId ? { requestId } : {}),
    },
  };
}
