/**
 * The email and password form shared by the log-in and sign-up pages (works without JavaScript).
 * Once the page is interactive, a toggle shows the password as typed, so people can check it.
 */
import { useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import { ErrorSummary, fieldSummary } from "./error-summary";

export interface CredentialsFormState {
  error?: string;
  fields?: Partial<Record<"email" | "password", string>>;
  email?: string;
}

type FieldName = "email" | "password";

export function CredentialsForm({ mode, state, next }: { mode: "login" | "signup"; state?: CredentialsFormState; next: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [interactive, setInteractive] = useState(false);
  const [passwordShown, setPasswordShown] = useState(false);
  useEffect(() => setInteractive(true), []);

  const field = (
    name: FieldName,
    label: string,
    props: React.InputHTMLAttributes<HTMLInputElement>,
    { hint, control }: { hint?: string; control?: React.ReactNode } = {},
  ) => {
    const id = `${mode}-${name}`;
    const error = state?.fields?.[name];
    const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          name={name}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...props}
        />
        {control}
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
  };
  return (
    <Form method="post" className="contact-form" noValidate>
      <ErrorSummary
        items={[
          ...(state?.error ? [{ message: state.error }] : []),
          ...fieldSummary(state?.fields, { email: `${mode}-email`, password: `${mode}-password` }),
        ]}
        attempt={state}
      />
      <input type="hidden" name="next" value={next} />
      {field("email", "Email", { type: "email", autoComplete: "email", defaultValue: state?.email })}
      {field(
        "password",
        "Password",
        {
          type: passwordShown ? "text" : "password",
          autoComplete: mode === "login" ? "current-password" : "new-password",
          minLength: mode === "signup" ? 8 : undefined,
          maxLength: 128,
        },
        {
          hint:
            mode === "signup" ? "8 to 128 characters. Very common passwords, such as “password1”, are not accepted." : undefined,
          control: interactive ? (
            <button
              type="button"
              className="button-quiet show-password"
              aria-pressed={passwordShown}
              aria-controls={`${mode}-password`}
              onClick={() => setPasswordShown((shown) => !shown)}
            >
              Show password
            </button>
          ) : null,
        },
      )}
      <button type="submit" disabled={busy}>
        {busy ? "Please wait..." : mode === "login" ? "Log in" : "Create account"}
      </button>
    </Form>
  );
}
