"use server";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { settings } from "@/lib/settings";
import { endSession, SESSION_COOKIE, sessionCookie } from "./session";
import { signInHref } from "./sign-in-paths";

/**
 * Signs the member out: the session ends in the database (a copy of the cookie opens nothing
 * after this) and the cookie is cleared. Posted by the staff header's form, with or without
 * JavaScript; server actions refuse another site's Origin.
 */
export async function signOut(): Promise<void> {
  const jar = await cookies();
  const entra = settings().entra;
  if (entra) await endSession(jar.get(SESSION_COOKIE)?.value, entra.secret);
  jar.set(sessionCookie("", 0));
  redirect(signInHref("/admin/appointments", "signed-out"));
}
