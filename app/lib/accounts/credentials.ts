/** What sign-up and log-in accept, and the one way field errors are reported for any form or JSON body. */
import { z } from "zod";
import { EmailSchema } from "../schemas";

export const SignUpSchema = z.object({
  email: EmailSchema,
  password: z
    .string()
    .min(8, "Please choose a password of at least 8 characters.")
    .max(128, "Please keep your password under 128 characters."),
});

export const LogInSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, "Please enter your password.").max(128, "Email or password is incorrect."),
});

export type Credentials = z.infer<typeof SignUpSchema>;
