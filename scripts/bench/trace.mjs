// Where the main thread's time goes in a Lighthouse trace (issue 21, `npm run bench -- --trace`).
// The trace is cut into tasks by Lighthouse's own tracehouse (the code behind its
// mainthread-work-breakdown and bootup-time audits), so the groups here are the audit's groups.
// Each event's self time is then broken down by event name, with the script's URL for the script
// events: that shows what the audit's "Other" is made of.
import { readFile } from "node:fs/promises";
import LighthouseTraceProcessor from "lighthouse/core/lib/lh-trace-processor.js";
import { MainThreadTasks } from "lighthouse/core/lib/tracehouse/main-thread-tasks.js";

// Events whose cost belongs to a script: shown per URL.
const SCRIPT_EVENTS = new Set(["FunctionCall", "EvaluateScript", "v8.compile", "v8.compileModule", "v8.evaluateModule", "TimerFire", "EventDispatch"]);

function scriptUrl(event) {
  const url = event.args?.data?.url ?? event.args?.data?.stackTrace?.[0]?.url ?? event.args?.fileName;
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.pathname;
  } catch {
    return url;
  }
}

/** The label of one event in the breakdown: its name, plus the script URL for script events. */
export function eventLabel(event) {
  if (!SCRIPT_EVENTS.has(event.name)) return event.name;
  const url = scriptUrl(event);
  return url ? `${event.name} ${url}` : event.name;
}

/**
 * The label of one task: its event's label, except for a top-level task's own time (RunTask and
 * the like, mostly "Other"), which is split into tasks with no child events and the time around
 * the children of a task, named by its longest child, so that the unattributed share says which
 * work it surrounds.
 */
export function taskLabel(task) {
  const label = eventLabel(task.event);
  if (task.parent || !/RunTask$/.test(task.event.name)) return label;
  if (!task.children?.length) return `${label} (no child events)`;
  const longest = task.children.reduce((a, b) => ((b.duration ?? 0) > (a.duration ?? 0) ? b : a));
  return `${label} (around ${eventLabel(longest.event)})`;
}

/**
 * Self time per task group and per event label over Lighthouse's flat list of task nodes (every
 * event of the main thread, nested ones included, each { event, selfTime, group: { label } }: the
 * list mainthread-work-breakdown sums), multiplied by `multiplier` (Lighthouse's 4x CPU slowdown,
 * so the figures match its audits). `other` is the "Other" group by label.
 */
export function breakdown(tasks, multiplier = 1, top = 12) {
  const groups = new Map();
  const events = new Map();
  for (const task of tasks) {
    const ms = task.selfTime * multiplier;
    const group = task.group.label;
    groups.set(group, (groups.get(group) ?? 0) + ms);
    const key = `${group}\u0000${taskLabel(task)}`;
    events.set(key, (events.get(key) ?? 0) + ms);
  }
  const total = [...groups.values()].reduce((a, b) => a + b, 0);
  const rows = [...events]
    .map(([key, ms]) => {
      const [group, label] = key.split("\u0000");
      return { group, event: label, ms };
    })
    .sort((a, b) => b.ms - a.ms);
  return {
    totalMs: total,
    groups: [...groups].map(([group, ms]) => ({ group, ms })).sort((a, b) => b.ms - a.ms),
    events: rows.slice(0, top),
    other: rows.filter((r) => r.group === "Other").slice(0, top),
  };
}

/** Reads a saved Lighthouse trace (<report>-0.trace.json) and breaks its main thread down. */
export async function analyseTrace(file, multiplier = 4, top = 12) {
  const trace = JSON.parse(await readFile(file, "utf8"));
  const processed = LighthouseTraceProcessor.processTrace(trace);
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  );
  return { file, multiplier, ...breakdown(tasks, multiplier, top) };
}
