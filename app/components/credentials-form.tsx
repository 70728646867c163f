/** The email and password form shared by the log-in and sign-up pages (works without JavaScript). */
import { Form, useNavigation } from "react-router";
import { ErrorSummary, fieldSummary } from "./error-summary";

export interface CredentialsFormState {
  error?: string;
  fields?: Partial<Record<"email" | "password", string>>;
  email?: string;
}

export function CredentialsForm({ mode, state, next }: { mode: "login" | "signup"; state?: CredentialsFormState; next: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const field = (name: "email" | "password", label: string, props: React.InputHTMLAttributes<HTMLInputElement>) => {
    const error = state?.fields?.[name];
    return (
      <div className="field">
        <label htmlFor={`${mode}-${name}`}>{label}</label>
        <input
          id={`${mode}-${name}`}
          name={name}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${mode}-${name}-error` : undefined}
          {...props}
        />
        {error ? (
          <p className="field-error" id={`${mode}-${name}-error`}>
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
      {field("password", "Password", {
        type: "password",
        autoComplete: mode === "login" ? "current-password" : "new-password",
        minLength: mode === "signup" ? 8 : undefined,
      })}
      <button type="submit" disabled={busy}>
        {busy ? "Please wait..." : mode === "login" ? "Log in" : "Create account"}
      </button>
    </Form>
  );
}
