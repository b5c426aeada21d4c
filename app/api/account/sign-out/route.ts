import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { signOutMember } from "@/lib/members/session";

export const dynamic = "force-dynamic";

// POST /api/account/sign-out: ends the member's session (its row is revoked, so a copied cookie
// stops working too) and clears the cookie. Without a session it only clears the cookie.
export const POST = apiHandler({}, async ({ req }) => signOutMember(req, NextResponse.json({ success: true })));
