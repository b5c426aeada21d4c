"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { adminFetch, RequestError } from "@/components/admin/api";

/** The editor's password gate: checked on the server, the unlock lives in the session. */
export function GateForm() {
  const router = useRouter();
  const [password, setPassword] = useState("");
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      await adminFetch("/api/admin/gate", { body: { password } });
      toast.success("Access granted");
      router.refresh();
    } catch (error) {
      // The spec's text for a wrong password; a lockout (429) or other refusal says what happened.
      const wrongPassword = !(error instanceof RequestError) || error.status === 401;
      toast.error("Access denied", { description: wrongPassword ? "Invalid admin password" : error.message });
      setPassword("");
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor="gate-password">Admin password</Label>
        <Input id="gate-password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      </div>
      <Button type="submit" className="w-full" disabled={pending || !password}>
        {pending ? "Checking..." : "Unlock Editor"}
      </Button>
    </form>
  );
}
