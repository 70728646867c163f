/**
 * The email and password form shared by the log-in and sign-up pages (works without JavaScript).
 * Once the page is interactive, a toggle shows the password as typed, so people can check it.
 */
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { ErrorSummary, fieldSummary } from "./error-summary";
import { FormField } from "./form-field";
import { useHydrated } from "./use-hydrated";

export interface CredentialsFormState {
  error?: string;
  fields?: Partial<Record<"email" | "password", string>>;
  email?: string;
}

type FieldName = "email" | "password";

export function CredentialsForm({ mode, state, next }: { mode: "login" | "signup"; state?: CredentialsFormState; next: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [passwordShown, setPasswordShown] = useState(false);
  const interactive = useHydrated();

  const field = (
    name: FieldName,
    label: string,
    props: Omit<React.InputHTMLAttributes<HTMLInputElement>, "children">,
    extra: { hint?: string; after?: React.ReactNode } = {},
  ) => <FormField id={`${mode}-${name}`} name={name} label={label} error={state?.fields?.[name]} {...props} {...extra} />;
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
          after: interactive ? (
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
