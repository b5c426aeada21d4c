import { BlogMarkdown } from "@/lib/blog/markdown";

// Typography for the rendered markdown (the markdown itself stays plain elements).
const proseClasses = [
  "text-lg leading-relaxed",
  "[&_p]:my-5 [&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-semibold",
  "[&_ul]:my-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5",
  "[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_strong]:font-semibold",
  "[&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:italic [&_code]:bg-muted [&_code]:rounded [&_code]:px-1 [&_code]:text-base",
  "[&_pre]:bg-muted [&_pre]:my-5 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:p-4 [&_img]:my-6 [&_img]:rounded-lg [&_hr]:my-8",
].join(" ");

/**
 * An article's body as visitors see it. The post form's preview renders this same component, so
 * what the writer previews is exactly what the article shows.
 */
export function ArticleBody({ content, className = "" }: { content: string; className?: string }) {
  return (
    <div className={`${proseClasses} ${className}`} data-testid="article-body">
      <BlogMarkdown content={content} />
    </div>
  );
}
