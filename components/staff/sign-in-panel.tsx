import { brand } from "@/data/brand";
import { currentStaff, signInMode } from "@/lib/auth/require-staff";
import type { SignInNotice } from "@/lib/auth/sign-in-paths";
import { SignOutButton } from "./sign-out-button";

const NOTICE_TEXT: Record<SignInNotice, { tone: "info" | "error"; text: string }> = {
  role: {
    tone: "error",
    text: "Your account does not have access to that page. Ask an operator if it should.",
  },
  "signed-out": { tone: "info", text: "You're signed out." },
  expired: {
    tone: "error",
    text: "That sign-in took too long or was started in another window. Please try again.",
  },
  denied: {
    tone: "error",
    text: "Microsoft did not sign you in. If you cancelled, try again; if it says you are not assigned to this app, ask an operator.",
  },
  "no-role": {
    tone: "error",
    text: "You signed in, but your account has no staff role for this site yet. Ask an operator to give you the Store, Sales or Operator role.",
  },
  failed: {
    tone: "error",
    text: "That sign-in could not be checked, so you were not signed in. Please try again.",
  },
  unavailable: {
    tone: "error",
    text: "Microsoft's sign-in could not be reached just now. Please try again in a minute.",
  },
};

/** The way in for this server's set-up: Microsoft, the shared password, or neither. */
export async function SignInPanel({ next, notice }: { next: string; notice?: SignInNotice }) {
  const mode = signInMode();
  const signedIn = mode === "microsoft" ? await currentStaff().catch(() => null) : null;
  const message = notice ? NOTICE_TEXT[notice] : null;
  return (
    <section aria-labelledby="sign-in-heading" className="max-w-xl space-y-5">
      <h2 id="sign-in-heading" className="text-2xl font-bold text-ink-900 dark:text-white">
        {signedIn ? `Signed in as ${signedIn.name}` : "Sign in"}
      </h2>
      {message ? (
        <p
          role={message.tone === "error" ? "alert" : "status"}
          className={
            message.tone === "error"
              ? "rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
              : "rounded-lg border border-green-300 bg-green-50 p-4 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
          }
        >
          {message.text}
        </p>
      ) : null}
      {mode === "microsoft" ? (
        <>
          <p className="text-gray-700 dark:text-gray-300">
            Use the account you sign in to Outlook with. What you see depends on your role: your own stores,
            the sales desk&apos;s quotes, or everything for operators.
          </p>
          <a className="btn-primary" href={`/api/auth/sign-in?next=${encodeURIComponent(next)}`}>
            Sign in with Microsoft
          </a>
          {signedIn ? (
            <div className="text-gray-700 dark:text-gray-300">
              <p>Not you, or need another account?</p>
              <SignOutButton />
            </div>
          ) : null}
        </>
      ) : mode === "status-password" ? (
        <p className="text-gray-700 dark:text-gray-300">
          This server uses the shared staff password.{" "}
          <a className="underline" href={next}>
            Open the staff pages
          </a>{" "}
          and your browser will ask for it.
        </p>
      ) : mode === "development" ? (
        <p className="text-gray-700 dark:text-gray-300">
          No sign-in is set up on this development server, so the staff pages are open.{" "}
          <a className="underline" href={next}>
            Open the staff pages
          </a>
          .
        </p>
      ) : (
        <p className="text-gray-700 dark:text-gray-300">
          Staff sign-in is not set up on this server, so the staff pages are closed. An operator sets the
          Microsoft Entra settings (see the README) or STATUS_PASSWORD. Questions: {brand.phone}.
        </p>
      )}
    </section>
  );
}
