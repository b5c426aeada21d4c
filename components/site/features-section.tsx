import { ChartColumn, Bot, FolderOpen, History, LayoutDashboard, LayoutTemplate, ListChecks, ShieldAlert } from "lucide-react";

const FEATURES = [
  { icon: ShieldAlert, title: "Safety alerts", text: "Hazards flagged before the step that needs them, with precautions to confirm." },
  { icon: Bot, title: "AI assembly instructions", text: "Your dismantling steps, reversed by AI into a clear reassembly guide." },
  { icon: FolderOpen, title: "Media library", text: "Photos, video, audio and documents kept together with each project." },
  { icon: ListChecks, title: "Progress and tool lists", text: "Track every step and check off the tools you need before you start." },
  { icon: ChartColumn, title: "Session analytics", text: "Efficiency ratings for each session and achievement badges as you improve." },
  { icon: LayoutTemplate, title: "Reusable templates", text: "Save guides as templates with tags and share them publicly." },
  { icon: History, title: "Version history", text: "Preview any earlier version of a guide and restore it." },
  { icon: LayoutDashboard, title: "Personal dashboard", text: "All your projects, progress and time spent at a glance." },
];

/** Features: everything the app is advertised to do (spec section 1). */
export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-heading" className="site-section bg-muted/40 border-y">
      <div className="site-container">
        <h2 id="features-heading" className="font-heading text-center font-bold" style={{ fontSize: "var(--site-heading-size)" }}>
          Features
        </h2>
        <p className="text-muted-foreground mx-auto mt-3 max-w-2xl text-center">
          Everything you need to take things apart safely and put them back together with confidence.
        </p>
        <div className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <article key={title} className="bg-card rounded-xl border p-5">
              <Icon className="text-primary size-6" aria-hidden />
              <h3 className="font-heading mt-3 font-semibold">{title}</h3>
              <p className="text-muted-foreground mt-1 text-sm">{text}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
