// Messages between the visual editor and its preview frame (same origin only, checked on both sides).
export const FROM_FRAME = "stepwise-preview";
export const FROM_EDITOR = "stepwise-editor";

/** Editor -> frame: show these values (unsaved edits, or a revision being previewed). */
export type ApplyMessage = { source: typeof FROM_EDITOR; type: "apply"; elements: Record<string, string>; customCss: string; editMode: boolean };
/** Editor -> frame: "are you there?" (the editor may mount after the frame announced itself). */
export type HelloMessage = { source: typeof FROM_EDITOR; type: "hello" };
/** Frame -> editor: the frame (re)loaded and can take values; or an element was clicked. */
export type FrameMessage = { source: typeof FROM_FRAME; type: "ready"; path: string } | { source: typeof FROM_FRAME; type: "select"; id: string };

export const SAVED_CSS_ELEMENT_ID = "site-custom-css";
export const PREVIEW_CSS_ELEMENT_ID = "site-preview-css";

export function isFrameMessage(data: unknown): data is FrameMessage {
  return typeof data === "object" && data !== null && (data as { source?: unknown }).source === FROM_FRAME;
}

export function isApplyMessage(data: unknown): data is ApplyMessage {
  const d = data as Partial<ApplyMessage> | null;
  return typeof d === "object" && d !== null && d.source === FROM_EDITOR && d.type === "apply" && typeof d.elements === "object" && d.elements !== null;
}

export function isHelloMessage(data: unknown): data is HelloMessage {
  const d = data as Partial<HelloMessage> | null;
  return typeof d === "object" && d !== null && d.source === FROM_EDITOR && d.type === "hello";
}
