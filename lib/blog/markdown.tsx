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

// Inside a list of entries that have their own h2 (the changelog): body headings start at h3.
const nestedComponents: Components = {
  ...components,
  h1: ({ children }) => <h3>{children}</h3>,
  h2: ({ children }) => <h3>{children}</h3>,
  h3: ({ children }) => <h4>{children}</h4>,
  h4: ({ children }) => <h4>{children}</h4>,
  h5: ({ children }) => <h4>{children}</h4>,
  h6: ({ children }) => <h4>{children}</h4>,
};

export function BlogMarkdown({ content, nested = false }: { content: string; nested?: boolean }) {
  return (
    <Markdown {...markdownOptions} components={nested ? nestedComponents : components}>
      {content}
    </Markdown>
  );
}

/** The typography of rendered markdown (blog articles, changelog entries). */
export const MARKDOWN_PROSE_CLASSES = [
  "[&_p]:my-5 [&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:font-semibold",
  "[&_ul]:my-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5",
  "[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_strong]:font-semibold",
  "[&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:italic [&_code]:bg-muted [&_code]:rounded [&_code]:px-1 [&_code]:text-base",
  "[&_pre]:bg-muted [&_pre]:my-5 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:p-4 [&_img]:my-6 [&_img]:rounded-lg [&_hr]:my-8",
].join(" ");
