"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { adminFetch } from "@/components/admin/api";
import { FormMessage } from "@/components/admin/settings/form-message";
import { adminKey } from "@/components/query/queries";
import { Button } from "@/components/ui/button";
import { SettingsCard } from "@/components/admin/settings/settings-card";
import { useFormAction } from "@/components/admin/settings/use-form-action";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { nativeSelectClass } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { SPIKE_MULTIPLE_RANGE, type ReportSettingsInput } from "@/lib/validation/reports";

const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const HOURS = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, "0")}:00`);

/** The weekly report e-mail and the traffic-spike alert (GET and PUT /api/admin/reports). */
export function ReportsTab() {
  const { data } = useQuery({ queryKey: adminKey("reports"), queryFn: () => adminFetch<{ settings: ReportSettingsInput }>("/api/admin/reports") });
  if (!data) return <Skeleton className="h-64 w-full" />;
  return <ReportsForm initial={data.settings} />;
}

function ReportsForm({ initial }: { initial: ReportSettingsInput }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState(initial);
  const [multiple, setMultiple] = useState(String(initial.spikeMultiple));
  const { busy: saving, message, fields, run } = useFormAction();
  const set = <K extends keyof ReportSettingsInput>(key: K, value: ReportSettingsInput[K]) => setForm((f) => ({ ...f, [key]: value }));

  function save(event: React.FormEvent) {
    event.preventDefault();
    void run(async () => {
      const result = await adminFetch<{ settings: ReportSettingsInput }>("/api/admin/reports", { method: "PUT", body: { ...form, spikeMultiple: Number(multiple) } });
      queryClient.setQueryData(adminKey("reports"), result);
      return "Report settings saved";
    }, "Failed to save the report settings");
  }

  return (
    <SettingsCard title="Reports" description="E-mailed to the contact address. Times are UTC.">
        <form onSubmit={save} className="space-y-6" noValidate>
          <fieldset className="space-y-3">
            <legend className="font-medium">Weekly report</legend>
            <p className="text-sm text-muted-foreground">Visitors, visits, top sources and pages, the funnel, new feedback, feature requests, testers and subscribers, each against the week before.</p>
            <div className="flex items-center gap-2">
              <Switch id="weekly-enabled" checked={form.weeklyEnabled} onCheckedChange={(on) => set("weeklyEnabled", on)} />
              <Label htmlFor="weekly-enabled">Send the weekly report</Label>
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="space-y-1">
                <Label htmlFor="weekly-day">Day</Label>
                <select id="weekly-day" className={nativeSelectClass} value={form.weeklyDay} disabled={!form.weeklyEnabled} onChange={(e) => set("weeklyDay", Number(e.target.value))}>
                  {DAYS.map((day, i) => <option key={day} value={i}>{day}</option>)}
                </select>
              </div>
              <div className="space-y-1">
                <Label htmlFor="weekly-hour">Hour (UTC)</Label>
                <select id="weekly-hour" className={nativeSelectClass} value={form.weeklyHour} disabled={!form.weeklyEnabled} onChange={(e) => set("weeklyHour", Number(e.target.value))}>
                  {HOURS.map((hour, i) => <option key={hour} value={i}>{hour}</option>)}
                </select>
              </div>
            </div>
          </fieldset>
          <fieldset className="space-y-3">
            <legend className="font-medium">Traffic spike alert</legend>
            <p className="text-sm text-muted-foreground">An e-mail when the last hour&apos;s visitors exceed a multiple of a usual hour in the past week; at most one every few hours.</p>
            <div className="flex items-center gap-2">
              <Switch id="spike-enabled" checked={form.spikeEnabled} onCheckedChange={(on) => set("spikeEnabled", on)} />
              <Label htmlFor="spike-enabled">Alert me about traffic spikes</Label>
            </div>
            <div className="max-w-48 space-y-1">
              <Label htmlFor="spike-multiple">Times the usual hour</Label>
              <Input id="spike-multiple" type="number" inputMode="decimal" step="0.5" min={SPIKE_MULTIPLE_RANGE.min} max={SPIKE_MULTIPLE_RANGE.max} value={multiple} disabled={!form.spikeEnabled} aria-invalid={Boolean(fields.spikeMultiple)} aria-describedby={fields.spikeMultiple ? "spike-multiple-error" : undefined} onChange={(e) => setMultiple(e.target.value)} />
              {fields.spikeMultiple && <p id="spike-multiple-error" className="text-sm text-destructive">{fields.spikeMultiple}</p>}
            </div>
          </fieldset>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={saving}>Save report settings</Button>
            <FormMessage message={message} />
          </div>
        </form>
    </SettingsCard>
  );
}
