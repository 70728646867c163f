/** What sign-up and log-in accept: the password rules for a new password, and the one email rule. */
import { z } from "zod";
import { EmailSchema } from "../schemas";
import { isCommonPassword } from "./common-passwords";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** A password someone chooses: 8 to 128 characters, not only spaces, not one of the most common passwords. */
export const NewPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Please choose a password of at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Please keep your password to ${PASSWORD_MAX_LENGTH} characters or fewer.`)
  .refine((password) => password.trim() !== "", "A password cannot be only spaces.")
  .refine(
    async (password) => !(await isCommonPassword(password)),
    "That is one of the most common passwords, so it is easy to guess. Please choose another.",
  );

export const SignUpSchema = z.object({ email: EmailSchema, password: NewPasswordSchema });

export const LogInSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, "Please enter your password.").max(PASSWORD_MAX_LENGTH, "Email or password is incorrect."),
});

export type Credentials = z.infer<typeof SignUpSchema>;
