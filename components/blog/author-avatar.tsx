/** The author's avatar, or their initials on a tinted circle when there is none. */
export function AuthorAvatar({ author, size }: { author: { name: string; avatar: string | null }; size: number }) {
  const style = { width: size, height: size };
  if (author.avatar) {
    // eslint-disable-next-line @next/next/no-img-element -- an uploaded image, already sized by the admin
    return <img src={author.avatar} alt={author.name} width={size} height={size} style={style} className="bg-muted shrink-0 rounded-full border object-cover" data-testid="author-avatar" />;
  }
  const initials = author.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join("");
  return (
    <span aria-hidden style={{ ...style, fontSize: size / 2.5 }} className="bg-primary text-primary-foreground inline-flex shrink-0 items-center justify-center rounded-full font-semibold">
      {initials}
    </span>
  );
}
