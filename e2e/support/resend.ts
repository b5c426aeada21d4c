import { fakeResendUrl } from "../../playwright.config";

/** One e-mail the server delivered to the fake Resend API (tests/fake-resend). */
export type Delivery = {
  idempotencyKey: string | null;
  emailHeaders: Record<string, string>;
  body: { to: string | string[]; subject: string; html: string; text: string; headers?: Record<string, string> };
};

/** Every e-mail delivered so far (the fake runs beside the server, see playwright.config.ts). */
export async function deliveries(): Promise<Delivery[]> {
  const response = await fetch(`${fakeResendUrl}/_fake/deliveries`);
  if (!response.ok) throw new Error(`fake Resend answered ${response.status}`);
  return (await response.json()) as Delivery[];
}

/** The e-mails delivered to one address. */
export async function deliveriesTo(address: string): Promise<Delivery[]> {
  const all = await deliveries();
  return all.filter((d) => [d.body.to].flat().some((to) => to.toLowerCase() === address.toLowerCase()));
}
