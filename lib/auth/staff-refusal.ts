/**
 * Why a staff request was refused. Thrown by requireStaff; route handlers answer it as JSON
 * (lib/api/route-handler.ts), pages as a redirect to sign-in or a 404 (lib/auth/staff-page.ts).
 * - 401: not signed in (or a wrong status password);
 * - 403: signed in without the role the page needs;
 * - 404: another store's appointment, so its existence is not told;
 * - 429: too many wrong status passwords;
 * - 503: no way to sign in is set up on this production server.
 */
export class StaffRefusal extends Error {
  constructor(
    readonly status: 401 | 403 | 404 | 429 | 503,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = "StaffRefusal";
  }
}
