import type { z } from "zod";
import { ApiError, type FieldErrors } from "@/lib/api/errors";

/** Unknown fields named in an answer: enough to find the mistake, never the whole body back. */
const MAX_NAMED_FIELDS = 20;
const MAX_FIELD_NAME = 100;

/**
 * zod's verdict as the one error shape: fields a strict schema does not know are a 400 naming
 * each (a client sending them is out of date or mistaken); any other problem is a 422 per field.
 */
export function validationError(error: z.ZodError): ApiError {
  const unknown = error.issues
    .flatMap((issue) => (issue.code === "unrecognized_keys" ? issue.keys.map((key) => [...issue.path, key].join(".")) : []))
    .slice(0, MAX_NAMED_FIELDS)
    .map((name) => name.slice(0, MAX_FIELD_NAME));
  if (unknown.length) {
    return new ApiError("bad_request", `Unknown field${unknown.length > 1 ? "s" : ""}: ${unknown.join(", ")}`, Object.fromEntries(unknown.map((name) => [name, "Unknown field"])));
  }
  return new ApiError("validation_failed", "Some fields are invalid", fieldErrors(error));
}

/** Turns zod issues into { field: message }, first message per field. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    fields[key] ??= issue.message;
  }
  return fields;
}
