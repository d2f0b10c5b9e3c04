import { notFound } from "next/navigation";

/**
 * A server action's id is public and anyone can post to it with any arguments; our forms always
 * send FormData. Anything else is not one of our forms, and is answered as an address that does
 * not exist (404) rather than failing inside the action (500).
 */
export function postedFormData(value: unknown): FormData {
  if (value instanceof FormData) return value;
  notFound();
}
