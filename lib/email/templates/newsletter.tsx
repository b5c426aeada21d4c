import { Heading } from "@/lib/email/components";
import Markdown from "react-markdown";
import { markdownOptions } from "@/lib/blog/markdown";
import { EmailLayout } from "@/lib/email/templates/layout";

export type NewsletterProps = { subject: string; markdown: string };

// A newsletter issue or the welcome e-mail: the admin's markdown, with the blog's rules (raw HTML
// skipped, a closed list of elements, safe links only).
export function NewsletterEmail({ subject, markdown }: NewsletterProps) {
  return (
    <EmailLayout preview={subject}>
      <Heading as="h1" style={{ fontSize: "22px", margin: "0 0 16px" }}>
        {subject}
      </Heading>
      <div style={{ fontSize: "15px", lineHeight: "1.6" }}>
        <Markdown {...markdownOptions}>{markdown}</Markdown>
      </div>
    </EmailLayout>
  );
}
