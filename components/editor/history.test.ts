import { describe, expect, it } from "vitest";
import { canRedo, canUndo, historyReducer, initHistory, type History, type HistoryAction } from "@/components/editor/history";

const run = (actions: HistoryAction<string>[], start = initHistory("a")): History<string> => actions.reduce(historyReducer<string>, start);
const edit = (next: string): HistoryAction<string> => ({ type: "edit", next });
const undo: HistoryAction<string> = { type: "undo" };
const redo: HistoryAction<string> = { type: "redo" };

describe("editor history", () => {
  it("pushes one snapshot per edit and undoes them in reverse order", () => {
    const state = run([edit("b"), edit("c"), edit("d")]);
    expect(state.present).toBe("d");
    expect(state.past).toEqual(["a", "b", "c"]);
    expect(run([undo], state).present).toBe("c");
    expect(run([undo, undo, undo], state).present).toBe("a");
  });

  it("redoes what was undone, in order", () => {
    const state = run([edit("b"), edit("c"), undo, undo, redo]);
    expect(state.present).toBe("b");
    expect(state.future).toEqual(["c"]);
    expect(run([redo], state).present).toBe("c");
  });

  it("drops the redo steps on a new edit", () => {
    const state = run([edit("b"), edit("c"), undo, edit("x")]);
    expect(state.present).toBe("x");
    expect(canRedo(state)).toBe(false);
    expect(run([redo], state)).toBe(state);
    expect(run([undo, undo], state).present).toBe("a");
  });

  it("ignores undo and redo at the ends and edits that change nothing", () => {
    const start = initHistory("a");
    expect(run([undo], start)).toBe(start);
    expect(run([redo], start)).toBe(start);
    expect(run([edit("a")], start)).toBe(start);
    expect(canUndo(start)).toBe(false);
  });

  it("keeps an unbounded history", () => {
    const edits = Array.from({ length: 500 }, (_, i) => edit(String(i)));
    const state = run(edits);
    expect(state.past).toHaveLength(500);
    expect(run(Array.from({ length: 500 }, () => undo), state).present).toBe("a");
  });

  it("resets to a new present without undo steps", () => {
    const state = run([edit("b"), undo, { type: "reset", present: "z" }]);
    expect(state).toEqual({ past: [], present: "z", future: [] });
  });
});
