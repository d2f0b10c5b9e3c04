import { connection } from "next/server";
import { PageHero } from "@/components/content/page-hero";
import { SignInPanel } from "@/components/staff/sign-in-panel";
import { safeNext, type SignInNotice } from "@/lib/auth/sign-in-paths";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata = pageMetadata({
  title: "Staff sign-in",
  description:
    "Internal: store staff, the sales desk and operators sign in with their company Microsoft 365 account.",
  path: "/staff/sign-in",
  noIndex: true,
});

const NOTICES = new Set<string>([
  "role",
  "signed-out",
  "expired",
  "denied",
  "no-role",
  "failed",
  "unavailable",
]);

/** Where the staff pages send anyone not signed in; says why they are here, and offers the way in. */
export default async function StaffSignInPage({ searchParams }: PageProps<"/staff/sign-in">) {
  await connection();
  const query = await searchParams;
  const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const notice = one(query.notice);
  return (
    <>
      <PageHero
        eyebrow="Internal · Staff only"
        title="Staff sign-in"
        lead="Store staff, the sales desk and operators sign in with their company Microsoft 365 account."
      />
      <div className="container-page py-8 sm:py-12">
        <SignInPanel
          next={safeNext(one(query.next))}
          notice={notice && NOTICES.has(notice) ? (notice as SignInNotice) : undefined}
        />
      </div>
    </>
  );
}
