import type { Metadata } from "next";
import { EditorPage } from "@/components/editor/editor-page";

export const metadata: Metadata = { title: "Visual Editor", robots: { index: false, follow: false } };

// The spec's visual editor; /admin/editor and /visual-editor show the same screen.
export default EditorPage;
