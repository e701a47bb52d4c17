import type { RuleSource } from '@maple/shared/mortgage/rule-in-force';

/** The official sources a calculator's rules were taken from, as a short list of links. */
export function RuleSources({ title, sources }: { title: string; sources: readonly RuleSource[] }) {
  return (
    <section className="text-xs text-muted-foreground">
      <h3 className="font-semibold">{title}</h3>
      <ul className="mt-1 list-disc pl-5">
        {sources.map((source) => (
          <li key={source.url}>
            <a href={source.url} className="underline hover:text-foreground" rel="noopener noreferrer">
              {source.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
