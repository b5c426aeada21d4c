// @ts-check
// Where the main thread's time goes in a Lighthouse trace (issue 21, `npm run bench -- --trace`).
// The trace is cut into tasks by Lighthouse's own tracehouse (the code behind its
// mainthread-work-breakdown and bootup-time audits), so the groups here are the audit's groups.
// Each event's self time is then broken down by event name, with the script's URL for the script
// events: that shows what the audit's "Other" is made of.
import { readFile } from "node:fs/promises";
import LighthouseTraceProcessor from "lighthouse/core/lib/lh-trace-processor.js";
import { MainThreadTasks } from "lighthouse/core/lib/tracehouse/main-thread-tasks.js";
import { pathOf } from "./lighthouse.mjs";

/**
 * Trace events and Lighthouse's task nodes are its untyped JSON.
 * @typedef {any} TraceEvent
 * @typedef {any} Task
 */

// Events whose cost belongs to a script: shown per URL.
const SCRIPT_EVENTS = new Set(["FunctionCall", "EvaluateScript", "v8.compile", "v8.compileModule", "v8.evaluateModule", "TimerFire", "EventDispatch"]);

/** @param {TraceEvent} event */
function scriptUrl(event) {
  const url = event.args?.data?.url ?? event.args?.data?.stackTrace?.[0]?.url ?? event.args?.fileName;
  return url ? pathOf(url) : null;
}

/** The label of one event in the breakdown: its name, plus the script URL for script events. */
/** @param {TraceEvent} event */
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
/** @param {Task} task @returns {string} */
export function taskLabel(task) {
  const label = eventLabel(task.event);
  if (task.parent || !/RunTask$/.test(task.event.name)) return label;
  if (!task.children?.length) return `${label} (no child events)`;
  const longest = task.children.reduce((/** @type {Task} */ a, /** @type {Task} */ b) => ((b.duration ?? 0) > (a.duration ?? 0) ? b : a));
  return `${label} (around ${eventLabel(longest.event)})`;
}

/**
 * Self time per task group and per event label over Lighthouse's flat list of task nodes (every
 * event of the main thread, nested ones included, each { event, selfTime, group: { label } }: the
 * list mainthread-work-breakdown sums), multiplied by `multiplier` (Lighthouse's 4x CPU slowdown,
 * so the figures match its audits). `other` is the "Other" group by label.
 */
/**
 * @param {Task[]} tasks
 * @param {number} [multiplier]
 * @param {number} [top]
 */
export function breakdown(tasks, multiplier = 1, top = 12) {
  /** @type {Map<string, number>} */
  const groups = new Map();
  /** @type {Map<string, number>} */
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
    other: rows.filter((/** @type {any} */ r) => r.group === "Other").slice(0, top),
  };
}

/**
 * The load as the trace observed it, unthrottled (ms after the navigation's time origin): first
 * contentful paint, the LCP candidates, every request with its start and end, and the main-thread
 * work (by group, 4x like the rest) of the tasks that ended before the last LCP candidate. Lantern
 * (Lighthouse's simulation) makes the simulated LCP wait for everything that finished before the
 * observed one: this says what that was.
 */
/**
 * @param {TraceEvent[]} events
 * @param {number} timeOrigin
 * @param {Task[]} tasks
 * @param {number} [multiplier]
 */
export function observedTimeline(events, timeOrigin, tasks, multiplier = 1) {
  const rel = (/** @type {number} */ ts) => Math.round((ts - timeOrigin) / 1000);
  const after = events.filter((/** @type {any} */ e) => e.ts >= timeOrigin);
  const fcp = after.find((/** @type {any} */ e) => e.name === "firstContentfulPaint");
  const candidates = after
    .filter((/** @type {any} */ e) => e.name === "largestContentfulPaint::Candidate" && e.args?.data?.isMainFrame !== false)
    .map((/** @type {any} */ e) => ({ ms: rel(e.ts), type: e.args.data.type, node: e.args.data.nodeName ?? null, size: e.args.data.size }));
  /** @type {Map<string, { url: string, start: number, end: number | null }>} */
  const requests = new Map();
  for (const e of after) {
    const id = e.args?.data?.requestId;
    if (e.name === "ResourceSendRequest") requests.set(id, { url: pathOf(e.args.data.url), start: rel(e.ts), end: null });
    else if (e.name === "ResourceFinish" && requests.has(id)) {
      const request = requests.get(id);
      if (request) request.end = rel(e.ts);
    }
  }
  const lcp = candidates.at(-1)?.ms ?? null;
  // Task times are in ms relative to timeOrigin (getMainThreadTasks was given it).
  const before = lcp == null ? [] : tasks.filter((/** @type {any} */ t) => t.startTime >= 0 && t.endTime <= lcp);
  return {
    fcp: fcp ? rel(fcp.ts) : null,
    lcp,
    candidates,
    requests: [...requests.values()],
    beforeLcp: breakdown(before, multiplier, 0).groups,
  };
}

/**
 * Reads a saved Lighthouse trace (<report>-0.trace.json) and breaks its main thread down.
 * @param {string} file
 * @param {number} [multiplier]
 * @param {number} [top]
 */
export async function analyseTrace(file, multiplier = 4, top = 12) {
  const trace = JSON.parse(await readFile(file, "utf8"));
  const processed = LighthouseTraceProcessor.processTrace(trace);
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  );
  return {
    file,
    multiplier,
    ...breakdown(tasks, multiplier, top),
    observed: observedTimeline(trace.traceEvents ?? trace, processed.timestamps.timeOrigin, tasks, multiplier),
  };
}
