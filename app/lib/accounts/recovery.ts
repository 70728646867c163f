/**
 * Password reset, email verification and account deletion as pages and the API share them: what the
 * requests accept (as forms and as JSON), how long emailed links work, and what the answers say.
 */
import { z } from "zod";
import { EmailSchema } from "../schemas";
import { SignUpSchema } from "./credentials";

/** A token from an emailed link; one that is well formed but unknown is answered as an expired link. */
const LinkTokenSchema = z
  .string({ error: "This link is incomplete. Open it again from your email." })
  .min(1, "This link is incomplete. Open it again from your email.")
  .max(200, "This link is not one of ours.");

export const PasswordResetRequestSchema = z.object({ email: EmailSchema });

/** A new password follows the same rules as at sign-up. */
export const PasswordResetSchema = z.object({ token: LinkTokenSchema, password: SignUpSchema.shape.password });

export const EmailVerificationSchema = z.object({ token: LinkTokenSchema });

export const DeleteAccountSchema = z.object({
  password: z
    .string({ error: "Please enter your password." })
    .min(1, "Please enter your password.")
    .max(128, "That password is not right."),
});

/** A reset link is a key to the account, so it lasts half an hour; a verification link only proves an address. */
export const LINK_LIFETIME_SECONDS = {
  "password-reset": 30 * 60,
  "verify-email": 7 * 24 * 60 * 60,
} as const;

export const RESET_LINK_MINUTES = LINK_LIFETIME_SECONDS["password-reset"] / 60;

export const RECOVERY_MESSAGES = {
  reset_requested: `If an account uses that address, we have sent it a link to choose a new password. The link works for ${RESET_LINK_MINUTES} minutes.`,
  password_changed: "Your password has been changed and every device has been logged out. Log in with your new password.",
  password_changed_signed_in:
    "Your password has been changed. You are logged in on this device; every other device has been logged out.",
  email_verified: "Thank you: your email address is confirmed.",
  verification_sent: "We have sent you a new link to confirm your email address.",
  already_verified: "Your email address is already confirmed.",
  invalid_link: "This link has expired or has already been used.",
  too_many_emails: "We have sent several emails to your address in the last hour. Please check your inbox, or try again later.",
} as const;
