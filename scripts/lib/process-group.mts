// An app server started by a test suite runs in a process group of its own (spawn with
// `detached: true`): the launcher and the embedded database it supervises stop together, even when
// the launcher is killed outright and cannot pass the signal on.
import type { ChildProcess } from "node:child_process";

/** Sends `signal` to the child's whole process group (nothing when it is gone already). */
export function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // The group is gone already.
  }
}
