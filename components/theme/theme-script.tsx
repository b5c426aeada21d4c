import { themeScript } from "./theme";

/** The theme, applied before the first paint (see theme.ts). A server component: it ships no JavaScript bundle. */
export function ThemeScript() {
  return <script dangerouslySetInnerHTML={{ __html: themeScript }} />;
}
