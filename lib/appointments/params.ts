import { z } from "zod";
import { REFERENCE_PATTERN } from "./tokens";

const REFERENCE_INVALID = "That appointment reference is not valid.";
const LINK_INCOMPLETE = "This link is incomplete. Please use the full link from your e-mail.";

export const appointmentAccessSchema = z.object({
  reference: z.string({ error: REFERENCE_INVALID }).regex(REFERENCE_PATTERN, REFERENCE_INVALID),
  token: z.string({ error: LINK_INCOMPLETE }).regex(/^[A-Za-z0-9_-]{20,64}$/, LINK_INCOMPLETE),
});
