import "server-only";
import { clientAddress } from "@/lib/api/client-address";

/** The client's address of an app request (lib/api/client-address.ts). */
export function clientIp(req: { headers: { get(name: string): string | null } }): string {
  return clientAddress(req.headers.get("x-forwarded-for"));
}
