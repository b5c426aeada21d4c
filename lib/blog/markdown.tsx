// Blog bodies: markdown through react-markdown (a maintained CommonMark parser) with raw HTML
// skipped, a closed list of elements, and links/images limited to http(s), mailto and site paths.
import Markdown, { type Components, type Options } from "react-markdown";
import { safeUrl } from "@/lib/blog/safe-url";

export const ALLOWED_ELEMENTS = [
  "p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "strong", "em", "a", "code", "pre",
  "blockquote", "hr", "br", "img",
] as const;

// The article's title is its only h1: headings in the body start at h2 (spec: '##' and '###').
const components: Components = {
  h1: ({ children }) => <h2>{children}</h2>,
  h4: ({ children }) => <h3>{children}</h3>,
  h5: ({ children }) => <h3>{children}</h3>,
  h6: ({ children }) => <h3>{children}</h3>,
  a: ({ href, children }) =>
    href ? (
      <a href={href} rel="noopener noreferrer nofollow ugc">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  img: ({ src, alt }) =>
    typeof src === "string" && src ? (
      // eslint-disable-next-line @next/next/no-img-element -- author-provided URLs of any host; no optimisation wanted
      <img src={src} alt={alt ?? ""} loading="lazy" decoding="async" />
    ) : null,
};

export const markdownOptions = {
  skipHtml: true,
  allowedElements: [...ALLOWED_ELEMENTS],
  unwrapDisallowed: true,
  urlTransform: (url: string) => safeUrl(url),
  components,
} satisfies Options;

export function BlogMarkdown({ content }: { content: string }) {
  return <Markdown {...markdownOptions}>{content}</Markdown>;
}
