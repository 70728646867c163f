/**
 * One labelled form control with its hint and error message, tied together for screen readers: the
 * one field markup of the account, log-in, sign-up and message forms. The control is an input unless
 * `children` draws another (a textarea) from the props that tie it to its label, hint and error.
 */
type ControlProps = {
  id: string;
  required: boolean;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

export function FormField({
  id,
  label,
  error,
  hint,
  after,
  children,
  ...input
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** Shown right after the control (the password's show toggle). */
  after?: React.ReactNode;
  children?: (control: ControlProps) => React.ReactNode;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "children">) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  const control: ControlProps = {
    id,
    required: true,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children ? children(control) : <input {...control} {...input} />}
      {after}
      {hint ? (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
