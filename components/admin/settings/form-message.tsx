export type Message = { kind: "success" | "error"; text: string } | null;

/** A form's result line: green for success, red for an error; announced to screen readers. */
export function FormMessage({ message }: { message: Message }) {
  if (!message) return null;
  return message.kind === "success" ? (
    <p role="status" className="text-sm font-medium text-success">
      {message.text}
    </p>
  ) : (
    <p role="alert" className="text-sm font-medium text-destructive">
      {message.text}
    </p>
  );
}
