import { z } from "zod";
import { REFERENCE_PATTERN } from "./tokens";

export const appointmentAccessSchema = z.object({
  reference: z.string().regex(REFERENCE_PATTERN, "That appointment reference is not valid."),
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,64}$/, "This link is incomplete. Please use the full link from your e-mail."),
});
