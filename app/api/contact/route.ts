import { brand } from "@/data/brand";
import { findLocation } from "@/data/locations";
import { rateLimit } from "@/lib/api/rate-limit";
import { readJsonBody } from "@/lib/api/request-body";
import { jsonError, parseInput } from "@/lib/api/responses";
import { contactRequestSchema } from "@/lib/contact/contact-request";
import { getDatabase } from "@/lib/db";
import { processOutbox } from "@/lib/mail/outbox";
import { routeHandlers } from "@/lib/api/route-handler";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  async POST(request: Request) {
    const limited = await rateLimit(request, "contact", 5, 60_000);
    if (limited) return limited;
    const read = await readJsonBody(request);
    if (!read.ok) return read.response;
    if (typeof read.body.website === "string" && read.body.website.trim() !== "")
      return jsonError(400, "Your message could not be sent.");
    const parsed = parseInput(contactRequestSchema, read.body);
    if (!parsed.ok) return parsed.response;
    const { name, email, phone, storeId, message } = parsed.data;
    const location = storeId ? findLocation(storeId) : undefined;
    if (storeId && !location) return jsonError(400, "Please choose one of our locations.");
    const to = location?.email ?? brand.email;
    const phoneText = phone ? phone.replace(/(\d{3})(\d{3})(\d{4})/, "($1) $2-$3") : "not given";
    const text = [
      `Message from the website contact form${location ? ` for ${location.name}` : ""}.`,
      "",
      `Name: ${name}`,
      `E-mail: ${email}`,
      `Phone: ${phoneText}`,
      "",
      message,
    ].join("\n");
    const escape = (v: string) =>
      v.replace(
        /[&<>"']/g,
        (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
      );
    const db = await getDatabase();
    await db.insertContactMessage(
      { name, email, phone, storeId: location?.id ?? null, message, createdAt: Date.now() },
      [
        {
          kind: "contact",
          to,
          subject: `Website message from ${name}`,
          text,
          html: `<pre style="font-family:Arial,Helvetica,sans-serif;white-space:pre-wrap">${escape(text)}</pre>`,
          ics: null,
          reference: null,
        },
      ],
    );
    void processOutbox();
    return Response.json({
      success: true,
      message: `Thank you, ${name}. Your message was sent${location ? ` to our ${location.name} store` : ""}; we usually reply within one business day.`,
    });
  },
});
