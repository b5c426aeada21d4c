// The floor's one page: our privacy text as plain server HTML (h1, h2, p, ul), copied at bench time
// from the app's own /privacy answer (scripts/bench/floor.mjs writes content.mjs).
import { html } from "./content.mjs";

export default function Page() {
  return <main dangerouslySetInnerHTML={{ __html: html }} />;
}
