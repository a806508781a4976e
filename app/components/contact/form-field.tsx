import { useId } from "react";
import { contactForm } from "~/content/contact";

type FormFieldProps = {
  label: string;
  name: string;
  placeholder: string;
  type?: "text" | "email";
  autoComplete?: string;
  required?: boolean;
  multiline?: boolean;
  rows?: number;
  /** Uncontrolled: what the server kept after a failed no-JavaScript submit. */
  defaultValue?: string;
};

const controlStyles =
  "w-full rounded-xl border border-line-strong bg-surface px-3.5 py-2.5 text-body text-ink placeholder:text-ink-soft/80 focus-visible:border-focus focus-visible:outline-3 focus-visible:outline-focus";

/** A labelled input or textarea. Validation is the browser's own (required, type="email"). */
export function FormField({
  label,
  name,
  placeholder,
  type = "text",
  autoComplete,
  required,
  multiline,
  rows,
  defaultValue,
}: FormFieldProps) {
  const id = useId();
  const common = { id, name, placeholder, required, autoComplete, defaultValue, className: controlStyles };
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between">
        <label htmlFor={id} className="text-small font-semibold text-ink">
          {label}
        </label>
        {/* Required fields are announced as required by the browser; this hint is for sighted visitors. */}
        {required ? null : (
          <span aria-hidden className="text-eyebrow text-ink-soft">
            {contactForm.optional}
          </span>
        )}
      </div>
      {multiline ? <textarea rows={rows} {...common} /> : <input type={type} {...common} />}
    </div>
  );
}
