// The bench's floor (issue 21): a bare Next.js root layout. No providers, fonts, CSS or client
// components; the title and description are our /privacy page's, so SEO and a11y compare fairly.
import { description, title } from "./content.mjs";

export const metadata = { title, description };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
