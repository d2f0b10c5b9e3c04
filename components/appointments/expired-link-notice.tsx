import type { ExpiredLink, LinkAudience } from "@/lib/appointments/link-expiry";

/**
 * A right link that has run out, with or without JavaScript: what happened, why (the day of the
 * appointment and how long links work after it), and the store's number to call instead.
 */
export function ExpiredLinkNotice({ link, audience }: { link: ExpiredLink; audience: LinkAudience }) {
  return (
    <section
      role="alert"
      aria-labelledby="expired-link-heading"
      className="rounded-xl border-2 border-gray-300 p-5 dark:border-gray-600"
    >
      <h2 id="expired-link-heading" className="text-2xl font-bold">
        This link has expired
      </h2>
      <p className="mt-2">
        {audience === "customer" ? "Your appointment" : "This appointment"} was on {link.appointmentDate}. The
        links in {audience === "customer" ? "our" : "the store's"} e-mails work for {link.linkDays} days after
        the appointment, so this one no longer opens it.
      </p>
      <p className="mt-2">
        {audience === "customer"
          ? "To ask about it, or to book again, call the store."
          : "To see or change it, use the staff pages, or call the store."}
      </p>
      <a href={`tel:${link.storePhone.replace(/[^\d+]/g, "")}`} className="btn-dark mt-4">
        Call {link.storeName}: {link.storePhone}
      </a>
    </section>
  );
}
