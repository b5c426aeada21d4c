// The editor's undo/redo history (spec: each edit pushes a snapshot, redo is discarded on a new
// edit, undo history is unbounded). A pure reducer, so the sequences are unit-tested.
export type History<T> = { past: T[]; present: T; future: T[] };

export type HistoryAction<T> =
  | { type: "edit"; next: T }
  | { type: "undo" }
  | { type: "redo" }
  /** Replace the present without an undo step (e.g. after loading). */
  | { type: "reset"; present: T };

export const initHistory = <T>(present: T): History<T> => ({ past: [], present, future: [] });

export function historyReducer<T>(state: History<T>, action: HistoryAction<T>): History<T> {
  switch (action.type) {
    case "edit":
      if (Object.is(action.next, state.present)) return state;
      return { past: [...state.past, state.present], present: action.next, future: [] };
    case "undo": {
      const previous = state.past.at(-1);
      if (previous === undefined) return state;
      return { past: state.past.slice(0, -1), present: previous, future: [state.present, ...state.future] };
    }
    case "redo": {
      const [next, ...rest] = state.future;
      if (next === undefined) return state;
      return { past: [...state.past, state.present], present: next, future: rest };
    }
    case "reset":
      return { past: [], present: action.present, future: [] };
  }
}

export const canUndo = (state: History<unknown>) => state.past.length > 0;
export const canRedo = (state: History<unknown>) => state.future.length > 0;
