"use client";

import { zodResolver } from "@/lib/validation/form-resolver";
import { LogIn } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { loginSchema, type LoginInput } from "@/lib/validation/admin";

// The /admin login form. The password goes only to the login call: never to storage.
export function LoginForm() {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { username: "", password: "" } });
  const { errors, isSubmitting } = form.formState;

  async function onSubmit(values: LoginInput) {
    setError(null);
    let response: Response;
    try {
      response = await fetch("/api/admin/login", {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(values),
      });
    } catch {
      setError("Connection error. Please try again.");
      return;
    }
    const body = (await response.json().catch(() => null)) as { success?: boolean; message?: string; error?: { message?: string } } | null;
    if (!response.ok || !body?.success) {
      setError(body?.message || body?.error?.message || "Login failed");
      form.resetField("password");
      return;
    }
    // A full reload: the server renders the admin screens afresh (no logged-out client state left).
    window.location.reload();
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <CardTitle>
            <h1 className="text-xl">Admin Login</h1>
          </CardTitle>
          <CardDescription>Sign in to manage feedback, requests and the site.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4" aria-label="Admin login">
            <div className="space-y-2">
              <Label htmlFor="login-username">Username</Label>
              <Input id="login-username" autoComplete="username" required aria-invalid={!!errors.username} {...form.register("username")} />
              {errors.username && <p className="text-sm text-destructive">{errors.username.message}</p>}
            </div>
            <div className="space-y-2">
              <Label htmlFor="login-password">Password</Label>
              <Input id="login-password" type="password" autoComplete="current-password" required aria-invalid={!!errors.password} {...form.register("password")} />
              {errors.password && <p className="text-sm text-destructive">{errors.password.message}</p>}
            </div>
            {error && (
              <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-2 text-sm text-destructive">
                {error}
              </p>
            )}
            <Button type="submit" className="w-full" disabled={isSubmitting}>
              <LogIn aria-hidden />
              {isSubmitting ? "Signing in..." : "Sign In"}
            </Button>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
