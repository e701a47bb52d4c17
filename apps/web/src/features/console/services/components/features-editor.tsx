import { Plus, X } from 'lucide-react';
import { catalogueConsoleMessages as c } from '@maple/shared/messages/catalogue-console';
import { Button } from '@/components/ui/button';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { fillMessage } from '@/lib/message-template';

/** A list of short lines, or the JSON text of one (pasted); the server stores a JSON array either way. */
export type FeaturesValue = { mode: 'list'; lines: string[] } | { mode: 'json'; json: string; lines: string[] };

function linesOf(json: string, fallback: string[]): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.map(String) : fallback;
  } catch {
    return fallback;
  }
}

type FeaturesEditorProps = {
  value: FeaturesValue;
  onChange: (v: FeaturesValue) => void;
  error?: string;
  /** The form's handle on the editor (react-hook-form's `field.ref`): a refused save focuses it. */
  focusRef?: (element: HTMLElement | null) => void;
};

/** The services' features, edited as a list of lines or as JSON; a Controller holds the value. */
export function FeaturesEditor({ value, onChange, error, focusRef }: FeaturesEditorProps) {
  const toJson = () => onChange({ mode: 'json', json: JSON.stringify(value.lines.filter(Boolean), null, 2), lines: value.lines });
  const toList = () => value.mode === 'json' && onChange({ mode: 'list', lines: linesOf(value.json, value.lines) });

  if (value.mode === 'json') {
    return (
      <div className="flex flex-col gap-2">
        <FormField id="service-features-json" label={c.featuresJson} error={error}>
          <Textarea
            id="service-features-json"
            ref={focusRef}
            rows={5}
            className="font-mono"
            value={value.json}
            onChange={(e) => onChange({ ...value, json: e.target.value })}
            {...fieldAria('service-features-json', { error: !!error })}
          />
        </FormField>
        <Button size="sm" variant="ghost" className="self-start" onClick={toList}>
          {c.editAsList}
        </Button>
      </div>
    );
  }

  const setLine = (i: number, line: string) => onChange({ mode: 'list', lines: value.lines.map((l, j) => (j === i ? line : l)) });
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? 'service-features-hint service-features-error' : 'service-features-hint'}>
      <legend className="text-sm font-medium">{c.features}</legend>
      <p id="service-features-hint" className="text-xs text-muted-foreground">
        {c.featuresHint}
      </p>
      {value.lines.map((line, i) => (
        <div key={i} className="flex gap-2">
          <Input ref={i === 0 ? focusRef : undefined} aria-label={fillMessage(c.featureN, { n: i + 1 })} aria-invalid={error ? true : undefined} value={line} maxLength={300} onChange={(e) => setLine(i, e.target.value)} />
          <Button size="icon" variant="ghost" aria-label={fillMessage(c.removeFeature, { n: i + 1 })} onClick={() => onChange({ mode: 'list', lines: value.lines.filter((_, j) => j !== i) })}>
            <X aria-hidden="true" />
          </Button>
        </div>
      ))}
      {error ? (
        <p id="service-features-error" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => onChange({ mode: 'list', lines: [...value.lines, ''] })}>
          <Plus aria-hidden="true" /> {c.addFeature}
        </Button>
        <Button size="sm" variant="ghost" onClick={toJson}>
          {c.editAsJson}
        </Button>
      </div>
    </fieldset>
  );
}
