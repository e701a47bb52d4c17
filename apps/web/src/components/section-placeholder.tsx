/** The body of a console or dashboard section that a later piece of work fills in. */
export function SectionPlaceholder({ description }: { description: string }) {
  return <p className="text-muted-foreground">{description}</p>;
}
