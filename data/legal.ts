/**
 * Text of the /privacy and /terms pages. Sections are numbered in order when rendered, so titles
 * carry no numbers. The privacy policy describes what this site actually collects; addresses,
 * e-mails and phones come from `@/data/brand`.
 */
import { brand } from "@/data/brand";

export interface LegalSection {
  id: string;
  title: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface LegalDocument {
  effectiveDate: "07/01/2025";
  intro: string;
  sections: LegalSection[];
}

const office = brand.corporateOffice;
const postalAddress = `${office.address}, ${office.city}, ${office.state} ${office.zip}`;

export const privacyPolicy: LegalDocument = {
  effectiveDate: "07/01/2025",
  intro: `${brand.name} ("${brand.shortName}," "we," "us" or "our") respects your privacy. This Privacy Policy explains what information we collect through this website, how we use and share it, how long we keep it and the choices you have. It applies to this website and to the appointment requests and messages you send through it. Information you give us in person at our stores is handled under the same principles.`,
  sections: [
    {
      id: "information-we-collect",
      title: "Information We Collect",
      paragraphs: [
        "We collect only the information you choose to give us through our forms and the limited technical information that every website receives when a browser requests a page. We do not buy personal information from data brokers, and we do not build advertising profiles.",
        "Service appointment requests. When you request a service appointment, we collect your name, e-mail address and phone number; your vehicle's year, make, model and trim; the store you choose; the service you select; the date and time you prefer; and any notes you add for the technician.",
        "Contact-form messages. When you send us a message, we collect your name, e-mail address, phone number if you provide it, the store you are writing to and the content of your message.",
        "Information collected automatically. Like every website, our servers record basic technical information about each request in server logs: your IP address, browser type and version, device operating system, the page or resource requested, the referring page, and the date and time of the request. Searches you run on the site, such as a zip code entered in the store finder or a vehicle selected in the tire-size finder, are processed on our servers to return results; they are not linked to your name and are not used to identify you.",
      ],
    },
    {
      id: "how-we-use-information",
      title: "How We Use Your Information",
      paragraphs: [
        "We use the information we collect for the purposes for which you gave it to us and to operate the website safely. We do not sell your personal information, and we do not share it with anyone for targeted advertising.",
      ],
      bullets: [
        "To receive, record and respond to your appointment request and to confirm, reschedule or cancel it",
        "To prepare for your visit, for example by making sure the right tires and parts are on hand for your vehicle",
        "To answer questions and messages you send us",
        "To send you e-mails about your own request, such as a confirmation with a calendar attachment and a cancellation link",
        "To keep a service history that helps us serve you on later visits",
        "To protect the website and our customers, including limiting repeated or automated form submissions and investigating misuse",
        "To comply with legal obligations and enforce our Terms of Service",
      ],
    },
    {
      id: "confirmations-and-calendar",
      title: "E-mail Confirmations and Store Calendar",
      paragraphs: [
        "When you submit an appointment request, we send a confirmation e-mail to the address you provide. It contains your reference code, the details of your request, a calendar file you can add to your own calendar and a link you can use to cancel the request. We send a copy of your request to the store you selected so its staff can review and confirm it. Messages sent through our contact form are likewise e-mailed to the store or department you chose.",
        "Our stores manage their schedules in Microsoft 365. Your appointment request, including your name, contact details, vehicle, requested service, date and time and notes, is recorded as an event in the selected store's calendar, which is hosted by Microsoft on our behalf. Microsoft processes that information under its agreement with us and may not use it for its own purposes.",
        "These e-mails are transactional: they concern only the request you made. Requesting an appointment or sending a message does not sign you up for marketing e-mails.",
      ],
    },
    {
      id: "local-storage-cookies-maps",
      title: "Local Storage, Cookies and Maps",
      paragraphs: [
        "This website uses your browser's local storage for two things only: to remember your color theme preference (light, dark or system) and to remember the store you selected, so it can be preselected the next time you schedule service. This information stays in your browser; it is not sent to us with your requests and is not used to track you. You can clear it at any time through your browser's settings.",
        "We do not use advertising cookies, cross-site tracking technologies or third-party analytics that profile you across websites. Because we do not sell personal information or use it for targeted advertising, there is nothing further to opt out of when your browser sends a Do Not Track or Global Privacy Control signal.",
        "Our locations map is normally drawn from map data stored on our own servers. When the interactive Google Maps version of the map is enabled, your browser loads it directly from Google, which receives your IP address and information about your use of the map and may set its own cookies. Google's use of that information is governed by the Google Privacy Policy. If you prefer not to use Google Maps, you can find every store's address and phone number on our locations page without using the map.",
      ],
    },
    {
      id: "sharing",
      title: "How We Share Information",
      paragraphs: [
        "We share personal information only as described below, and only as much as is needed for each purpose.",
        "Our website links to sites we do not operate, such as the issuer of our retail credit card, our careers portal, partner networks and our social media pages. Information you provide on those sites is governed by their own privacy policies, not this one.",
      ],
      bullets: [
        "With our stores and employees who need the information to handle your request or message",
        "With service providers that host our website and data, deliver our e-mail and host our store calendars (Microsoft 365), who may use the information only to provide their services to us",
        "When required by law, subpoena or other legal process, or when we believe in good faith that disclosure is necessary to protect the safety of any person or to investigate fraud or misuse",
        "With a buyer or successor if all or part of our business is sold, merged or reorganized, in which case this policy will continue to apply to the information transferred",
        "With anyone else when you ask us to or give us permission",
      ],
    },
    {
      id: "retention-and-security",
      title: "Data Retention and Security",
      paragraphs: [
        "We keep appointment requests and the matching store calendar entries for up to three years after your requested appointment date, so our stores can look up your service history and answer questions about work performed. We keep contact-form messages for up to two years after our last reply. Server logs are kept for up to 90 days, unless we need them longer to investigate a security incident or misuse. When information is no longer needed, we delete it or remove anything that identifies you. We may keep information longer when the law requires it or to resolve a dispute.",
        "We protect your information with administrative, technical and physical safeguards appropriate to its sensitivity. Our website is served over an encrypted connection (HTTPS), access to appointment and message records is limited to employees and providers who need it, and our systems are kept up to date and monitored for misuse. No method of transmission or storage is completely secure, so we cannot guarantee absolute security, but we will notify you and the authorities of a breach affecting your personal information as required by law.",
        "Please do not send payment card numbers, Social Security numbers, driver's license numbers or other sensitive information through our forms. We never ask for them online.",
      ],
    },
    {
      id: "choices-and-rights",
      title: "Your Choices and Rights",
      paragraphs: [
        "You can always choose not to give us information, although we need your name and contact details to handle an appointment request or reply to a message. You can cancel an appointment request at any time with the link in your confirmation e-mail or by calling the store.",
        "You may ask us to tell you what personal information we hold about you, to give you a copy, to correct information that is inaccurate and to delete information we no longer need to keep. Residents of some states have these rights by law; we honor them for every customer, wherever you live. We will respond within 45 days and will not treat you differently for making a request.",
        "To make a request, contact us using the details in the Contact Us section below. To protect your information, we will verify your identity, usually by confirming the e-mail address or phone number on the records, before acting on a request. You may use an authorized agent, who must provide your signed permission. If we decline your request, we will explain why, and you may appeal by replying to our decision; we will respond to an appeal within 60 days.",
      ],
    },
    {
      id: "childrens-privacy",
      title: "Children's Privacy",
      paragraphs: [
        "Our website and services are intended for adults. We do not offer services to children under 13 and do not knowingly collect personal information from children under 13. If you believe a child under 13 has sent us personal information, please contact us and we will delete it promptly.",
      ],
    },
    {
      id: "changes",
      title: "Changes to This Policy",
      paragraphs: [
        "We may update this Privacy Policy from time to time, for example when we add a feature to the website or when the law changes. When we do, we will post the updated policy on this page and change the effective date at the top. If we make a material change to how we use personal information you have already given us, we will tell you on the website before the change takes effect and, where required, ask for your consent.",
      ],
    },
    {
      id: "contact-us",
      title: "Contact Us",
      paragraphs: [
        "If you have questions about this Privacy Policy or want to make a privacy request, please contact us:",
      ],
      bullets: [
        `Mail: ${brand.name}, Attn: Privacy, ${postalAddress}`,
        `E-mail: ${brand.privacyEmail}`,
        `Phone: ${brand.phone} (${office.hours})`,
      ],
    },
  ],
};

export const termsOfService: LegalDocument = {
  effectiveDate: "07/01/2025",
  intro: `These Terms of Service ("Terms") govern your use of the website of ${brand.name} ("${brand.shortName}," "we," "us" or "our"), including the service appointment requests and messages you send through it. Please read them carefully. Purchases and service at our stores are also governed by the invoice or work order you receive.`,
  sections: [
    {
      id: "acceptance",
      title: "Acceptance of These Terms",
      paragraphs: [
        "By using this website, you agree to these Terms and to our Privacy Policy. If you do not agree, please do not use the website.",
        "You must be at least 18 years old, or have the permission and involvement of a parent or guardian, to request an appointment or make a purchase. If you use the website on behalf of a business, you confirm that you are authorized to accept these Terms for that business.",
      ],
    },
    {
      id: "use-of-site",
      title: "Use of This Website",
      paragraphs: [
        "We grant you a limited, personal, non-exclusive and revocable permission to use this website to learn about our products and services, find our stores, and request service for yourself or your business. Any information you submit must be accurate and must be your own or submitted with permission.",
        "We may suspend or block access to the website, or decline requests, for anyone who violates these Terms.",
      ],
      bullets: [
        "Do not submit false, duplicate or automated appointment requests or messages",
        "Do not attempt to gain unauthorized access to the website, its servers or any connected system",
        "Do not interfere with the website's operation, for example by overloading it or introducing malicious code",
        "Do not copy, scrape or republish the website's content or tire data in bulk",
        "Do not use the website for any unlawful purpose or to harass our employees",
      ],
    },
    {
      id: "appointments",
      title: "Service Appointments",
      paragraphs: [
        "An appointment submitted through this website is a request, not a confirmed booking. The times shown as available are our best estimate of the store's schedule and can change. Your appointment is confirmed only when the store confirms it with you by e-mail or phone. If the store cannot accommodate the requested time, it will contact you to offer another.",
        "You can cancel an appointment request at any time with the cancellation link in your confirmation e-mail, or by calling the store. If you need a different time, please cancel and submit a new request, or call the store to reschedule.",
        "Service times are estimates. The time a job takes depends on your vehicle, what our technicians find and the parts needed. We will not perform work beyond what you requested without your approval of an estimate. Please arrive a few minutes early and bring your wheel lock key if your vehicle has locking lug nuts.",
      ],
    },
    {
      id: "pricing-availability",
      title: "Pricing and Availability",
      paragraphs: [
        "Prices, promotions and product information on this website are provided for your convenience and may change without notice. Unless stated otherwise, prices shown are for the tire only and do not include installation, valve stems, TPMS service, state tire fees, disposal fees or sales tax. Your store will give you a complete quote before any work begins.",
        "Product availability varies by store and can change quickly. Sizes that are not in stock can often be ordered, usually within a few business days, and special orders are subject to the return limits below.",
        "We work to keep our website accurate, but errors in prices, descriptions or availability can occur. We reserve the right to correct any error and to refuse or cancel any order or request affected by it, even after it has been submitted. We may limit quantities.",
      ],
    },
    {
      id: "returns",
      title: "Returns and Exchanges",
      paragraphs: [
        "Unused tires and products may be returned within 30 days of purchase, with your receipt, to the store where you bought them. Every return must be pre-approved: please call the store before bringing a product back. Restocking fees may apply, and approved refunds are issued to the original form of payment.",
        "Labor already performed, such as mounting, balancing and alignment, and state tire fees are not refundable. A tire that fails because of a defect is handled under the manufacturer's warranty rather than as a return.",
      ],
      bullets: [
        "Tires that have been mounted on a wheel are not returnable",
        "Custom products, such as tires siped, studded, cut or otherwise modified at your request, are not returnable",
        "Special-order tires, including sizes and models ordered for you that we do not normally stock, are not returnable",
      ],
    },
    {
      id: "warranties",
      title: "Warranties",
      paragraphs: [
        "New tires are covered by their manufacturer's limited warranty, which may include coverage for defects in materials and workmanship and a prorated treadwear mileage warranty. The manufacturer, not Allegheny Tire, sets and is responsible for those terms. We will help you file a warranty claim; you will need your invoice, and some warranties also require records of rotations, alignments and proper inflation.",
        "We stand behind the work our technicians perform. If something is not right with our workmanship, bring your vehicle back to the store that did the work and we will inspect it and correct any fault in our work at no charge. The specific terms of any workmanship warranty or road hazard protection you purchase are stated on your invoice.",
        "Warranties do not cover damage from road hazards (unless you purchased road hazard protection), improper inflation, overloading, misalignment, racing or competitive use, accidents, vandalism, or repairs and modifications made by others.",
      ],
    },
    {
      id: "financing",
      title: "Financing",
      paragraphs: [
        "Retail financing through our store credit card is provided by a third-party card issuer, not by Allegheny Tire. All applications are subject to credit approval by the issuer. Rates, fees, promotional financing terms and payment terms are set by the issuer and governed by its cardholder agreement, which controls over any summary on this website. Applying and managing your account take place on the issuer's website, under its terms and privacy policy.",
        "Commercial credit accounts are offered by Allegheny Tire to qualifying businesses and are subject to a completed credit application and our credit approval. Credit limits, payment terms and other conditions are set out in the account agreement provided at approval.",
        "Financing terms described on this website, including promotional periods and rate ranges, are accurate as of the date shown and may change.",
      ],
    },
    {
      id: "intellectual-property",
      title: "Intellectual Property",
      paragraphs: [
        `The content of this website, including its text, guides, graphics, illustrations, logos and layout, belongs to ${brand.name} or its licensors and is protected by copyright and trademark law. You may view and print pages, including our printable tire guides, for your personal, non-commercial use, provided you keep any copyright and trademark notices.`,
        "Tire brand names, product names and logos are trademarks of their respective owners and are used only to identify their products. Their appearance on this website does not mean that their owners sponsor or endorse Allegheny Tire.",
      ],
    },
    {
      id: "third-party-links",
      title: "Third-Party Links and Services",
      paragraphs: [
        "This website links to and may display content from websites and services we do not control, including our credit card issuer, our careers portal, partner networks, map providers and social media pages. We provide these links for your convenience. We are not responsible for their content, products, availability or privacy practices, and your use of them is governed by their own terms and policies.",
      ],
    },
    {
      id: "disclaimers",
      title: "Disclaimers",
      paragraphs: [
        "The tire tips, guides, tire-size lookup results and other information on this website are general information. They are not a substitute for an in-person inspection by a qualified technician or for your vehicle manufacturer's specifications. Always confirm your tire size, load index, speed rating and inflation pressure against the tire information placard on your vehicle and your owner's manual.",
        'To the fullest extent permitted by law, this website and its content are provided "as is" and "as available," without warranties of any kind, express or implied, including warranties of merchantability, fitness for a particular purpose and non-infringement. We do not warrant that the website will be uninterrupted, error-free or free of harmful components. This disclaimer does not affect the manufacturer warranties on products you buy or any warranty stated on your invoice.',
      ],
    },
    {
      id: "limitation-of-liability",
      title: "Limitation of Liability",
      paragraphs: [
        "To the fullest extent permitted by law, Allegheny Tire and its owners, employees and service providers will not be liable for any indirect, incidental, special, consequential or punitive damages, or for lost profits, lost data or loss of use, arising out of or related to your use of, or inability to use, this website, even if we have been advised of the possibility of those damages.",
        "Our total liability for any claim arising out of or related to your use of this website is limited to one hundred dollars ($100). This section applies to your use of the website only. It does not limit our responsibility for the products we sell and the work we perform at our stores, and it does not limit any liability that cannot be limited under applicable law, including liability for personal injury caused by our negligence.",
      ],
    },
    {
      id: "governing-law",
      title: "Governing Law",
      paragraphs: [
        "These Terms and any dispute arising out of or related to them or to your use of this website are governed by the laws of the State of West Virginia, without regard to its conflict-of-law rules. Any lawsuit must be brought in the state or federal courts located in Kanawha County, West Virginia, and you and we consent to the jurisdiction of those courts.",
        "Before filing a claim, please contact us so we can try to resolve the matter informally; most concerns can be settled with a phone call to the store or our corporate office. Nothing in these Terms takes away rights you have under consumer protection laws of the state where you live that cannot be waived by agreement.",
      ],
    },
    {
      id: "changes-and-contact",
      title: "Changes to These Terms and Contact Information",
      paragraphs: [
        "We may update these Terms from time to time. The updated Terms will be posted on this page with a new effective date and apply from that date. Changes do not affect appointment requests or purchases made before the change. Your continued use of the website after the change means you accept the updated Terms.",
        "If we do not enforce a provision of these Terms, that is not a waiver of our right to do so later. If any provision is found unenforceable, the rest of these Terms remain in effect. These Terms, together with our Privacy Policy, are the entire agreement between you and us about your use of this website.",
        "If you have questions about these Terms, please contact us:",
      ],
      bullets: [
        `Mail: ${office.name}, ${postalAddress}`,
        `E-mail: ${brand.email}`,
        `Phone: ${brand.phone} (${office.hours})`,
      ],
    },
  ],
};
