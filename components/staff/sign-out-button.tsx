import { signOut } from "@/lib/auth/sign-out-action";

/** A plain form, so signing out works before (or without) the page's scripts. */
export function SignOutButton() {
  return (
    <form action={signOut}>
      <button
        type="submit"
        className="underline underline-offset-4 hover:no-underline focus-visible:no-underline"
      >
        Sign out
      </button>
    </form>
  );
}
