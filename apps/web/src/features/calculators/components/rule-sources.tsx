import type { RuleSource } from '@maple/shared/mortgage/rule-in-force';

/** The official sources a calculator's rules were taken from, as a short list of links. */
export function RuleSources({ title, sources }: { title: string; sources: readonly RuleSource[] }) {
  return (
    <section className="text-xs text-muted-foreground">
      <h3 className="font-semibold">{title}</h3>
      <ul className="mt-1 list-disc pl-5">
        {sources.map((source) => (
          <li key={source.url}>
            {/* The document's own title, in the language it is published in. */}
            <a href={source.url} lang="en" hrefLang="en" className="underline hover:text-foreground" rel="noopener noreferrer">
              {source.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
