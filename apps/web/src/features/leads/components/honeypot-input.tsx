import { useId, type ComponentProps } from 'react';

/**
 * The bot trap of a public form: a text field people never see, reach with Tab, or have filled by
 * autocomplete, which form-filling scripts fill anyway. Pass the form's registration of the
 * honeypot field (its `name` is the one the server checks).
 */
export function HoneypotInput({ label, ...props }: Omit<ComponentProps<'input'>, 'type' | 'tabIndex' | 'autoComplete'> & { label: string }) {
  const id = useId();
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[9999px] size-px overflow-hidden opacity-0">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...props} />
    </div>
  );
}
