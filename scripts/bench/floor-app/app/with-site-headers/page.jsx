// The floor's page again, at the path that next.config.mjs gives the app's security headers: the
// bench measures what those headers alone cost a bare Next page (COOP's new browsing context
// group, above all), beside the bare floor.
export { default } from "../page.jsx";
