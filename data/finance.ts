/**
 * Content of the /finance page: the retail store credit card tab and the commercial credit tab,
 * with benefits, terms, disclosures and FAQs. External links come from `@/data/brand`.
 */
import { brand } from "@/data/brand";

export type FinanceTab = "retail" | "commercial";

export interface FinanceTabInfo {
  id: FinanceTab;
  label: string;
}

export interface FinanceIntro {
  heading: string;
  paragraph: string;
}

export interface Benefit {
  title: string;
  text: string;
}

export interface Faq {
  question: string;
  answer: string;
}

export interface ExternalAction {
  label: string;
  href: string;
}

export interface RetailCard {
  name: string;
  headline: string;
  paragraph: string;
  offer: string;
  apply: ExternalAction;
  manage: ExternalAction;
}

export interface Disclosure {
  title: string;
  lines: string[];
}

export interface CommercialCredit {
  headline: string;
  paragraph: string;
  apply: ExternalAction;
  applyNote: string;
}

/** Figures shared by several texts below, so they always agree. */
export const financeFigures = {
  promoMonths: 6,
  promoMinimumPurchase: "$250",
  variableApr: "17.74% to 29.99%",
  fixedApr: "13.49% to 26.99%",
  aprAsOf: "12/24/2024",
  minimumInterestCharge: "$2.00",
  gasStations: "11,500",
  tireLocations: "17,100",
  retreadSavings: "50%",
  retailDecision: "1 to 2 business days",
  creditLineMin: "$5,000",
  creditLineMax: "$100,000+",
  commercialProcessing: "2 to 3 business days",
  commercialProcessingComplex: "5 business days",
} as const;

const f = financeFigures;

export const financeTabs: FinanceTabInfo[] = [
  { id: "retail", label: "Retail Financing" },
  { id: "commercial", label: "Commercial Financing" },
];

export const defaultFinanceTab: FinanceTab = "commercial";

export const financeIntro: FinanceIntro = {
  heading: "Financing Options",
  paragraph:
    "Tires and repairs rarely come at a convenient time. Whether you need a new set for the family car or a credit line for a fleet of trucks, we offer financing that lets you get back on the road now and pay over time.",
};

// Retail financing

export const retailCard: RetailCard = {
  name: `${brand.shortName} Credit Card`,
  headline: `The ${brand.shortName} Credit Card`,
  paragraph: `Pay for tires, wheels and service over time with the ${brand.shortName} Credit Card. Use it at all ${brand.storeCount} of our stores and at thousands of tire and service locations and gas stations across the country, and manage your account online any time.`,
  offer: `${f.promoMonths}-month special financing on purchases of ${f.promoMinimumPurchase} or more`,
  apply: { label: "Apply Now", href: brand.links.creditCardApply },
  manage: { label: "Manage Your Card", href: brand.links.creditCardManage },
};

export const retailBenefits: Benefit[] = [
  {
    title: "Special Financing",
    text: `${f.promoMonths}-month special financing on purchases of ${f.promoMinimumPurchase} or more, so you can buy the tires you need today.`,
  },
  {
    title: "Fuel Up With Your Card",
    text: `Accepted at over ${f.gasStations} gas stations nationwide, so one card covers your tires and your fill-ups.`,
  },
  {
    title: "Accepted Nationwide",
    text: `Use your card at over ${f.tireLocations} tire and service locations across the country, handy when you are far from home.`,
  },
  {
    title: "Quick Approval",
    text: `Most applicants get a decision instantly. If your application needs review, you'll hear back within ${f.retailDecision}.`,
  },
  {
    title: "Easy Account Management",
    text: "View statements, make payments and set up alerts online or from your phone, any time of day.",
  },
  {
    title: "Cardholder Offers",
    text: "Get access to seasonal cardholder promotions and rebates on select tires and services throughout the year.",
  },
];

export const retailDisclosure: Disclosure = {
  title: "Important Rate and Fee Information",
  lines: [
    `Subject to credit approval. Credit is extended by the card's issuing bank, not by ${brand.name}.`,
    `Special financing: ${f.promoMonths}-month special financing is available on qualifying purchases of ${f.promoMinimumPurchase} or more made with the card. Interest is charged to your account from the purchase date if the promotional balance is not paid in full within ${f.promoMonths} months. Minimum monthly payments are required.`,
    `APR: variable APR of ${f.variableApr}, or non-variable APR of ${f.fixedApr}, based on your creditworthiness, as of ${f.aprAsOf}. Variable APRs change with the market based on the Prime Rate.`,
    `Minimum interest charge: up to ${f.minimumInterestCharge}.`,
    "See the card agreement, provided when you apply, for complete terms, conditions and fees.",
  ],
};

export const retailFaqs: Faq[] = [
  {
    question: `How do I apply for the ${brand.shortName} Credit Card?`,
    answer: `Select Apply Now to complete the secure online application, or ask for an application at any of our ${brand.storeCount} stores. You'll need your name, address, date of birth, Social Security number and annual income. Subject to credit approval.`,
  },
  {
    question: "How long does approval take?",
    answer: `Most applicants receive a decision instantly. If the issuing bank needs more information to review your application, you'll typically hear back within ${f.retailDecision}.`,
  },
  {
    question: "How does the special financing work?",
    answer: `Purchases of ${f.promoMinimumPurchase} or more made with the card qualify for ${f.promoMonths}-month special financing. Pay the promotional balance in full within ${f.promoMonths} months to avoid interest. If it is not paid in full by then, interest is charged from the purchase date. Minimum monthly payments are required throughout.`,
  },
  {
    question: "What are the interest rates?",
    answer: `As of ${f.aprAsOf}, the APR is variable from ${f.variableApr}, or non-variable from ${f.fixedApr}, depending on your creditworthiness. A minimum interest charge of up to ${f.minimumInterestCharge} may apply.`,
  },
  {
    question: "Where can I use my card?",
    answer: `At all of our stores, at over ${f.tireLocations} tire and service locations nationwide, and at over ${f.gasStations} gas stations. It covers tires, wheels, alignments, brakes, oil changes and other service.`,
  },
  {
    question: "Can I use the card for my work truck or farm equipment?",
    answer: `Yes. The card works for any tires and service we sell, including retreads for light commercial and farm use, which can save up to ${f.retreadSavings} compared with new tires. For a fleet or business account, see our Commercial Financing options.`,
  },
];

// Commercial financing

export const commercialCredit: CommercialCredit = {
  headline: "Commercial Credit for Fleets, Farms and Industry",
  paragraph: `Open a commercial charge account with ${brand.shortName} and keep your trucks, tractors and equipment running without tying up cash. Credit lines from ${f.creditLineMin} to ${f.creditLineMax}, monthly statements and one account across all of our locations.`,
  apply: { label: "Apply for Commercial Credit", href: brand.links.commercialCreditApplication },
  applyNote: `Applications are processed in ${f.commercialProcessing}; large or complex applications can take up to ${f.commercialProcessingComplex}. Questions? Call ${brand.commercialContact.directLine}, ext. ${brand.commercialContact.extension}, or e-mail ${brand.commercialContact.email}.`,
};

export const commercialBenefits: Benefit[] = [
  {
    title: "Flexible Credit Lines",
    text: `Credit lines from ${f.creditLineMin} to ${f.creditLineMax}, sized to your fleet and seasonal needs, with increases available as your business grows.`,
  },
  {
    title: "Net 30 Terms",
    text: "Buy tires and service now and pay on net 30 terms from your monthly statement, keeping working capital free for payroll, fuel and parts.",
  },
  {
    title: "Retread Savings",
    text: `Combine your account with our retread program and save up to ${f.retreadSavings} compared with new tires.`,
  },
  {
    title: "One Account, Every Location",
    text: `Charge tires and service at any of our ${brand.storeCount} stores and on emergency road calls, all on one consolidated monthly statement.`,
  },
  {
    title: "Purchase Controls",
    text: "Require purchase-order numbers, list authorized buyers and drivers, and see every charge by unit number to keep spending in check.",
  },
  {
    title: "No Prepayment Penalty",
    text: "Pay your balance early or in full at any time with no prepayment penalty.",
  },
];

export const commercialTerms: Benefit[] = [
  {
    title: "Credit Lines",
    text: `From ${f.creditLineMin} to ${f.creditLineMax}, based on your business's credit history, financial strength and expected monthly purchases.`,
  },
  {
    title: "Payment Terms",
    text: "Net 30: one consolidated statement each month, with the full balance due 30 days from the statement date. Pay by check, ACH transfer or card.",
  },
  {
    title: "Processing Time",
    text: `Applications are processed in ${f.commercialProcessing}. Large or complex applications may take up to ${f.commercialProcessingComplex}.`,
  },
  {
    title: "No Prepayment Penalty",
    text: "Pay early or pay off your balance at any time at no extra cost.",
  },
  {
    title: "Past-Due Balances",
    text: "Balances not paid within terms may be subject to a late charge, as stated in your credit agreement, and purchases may be placed on hold until the account is current.",
  },
];

export const requiredDocuments: string[] = [
  "Completed commercial credit application, signed by an owner or officer",
  "Legal business name, physical and billing addresses, and years in business",
  "Federal Employer Identification Number (EIN)",
  "Business structure (sole proprietorship, partnership, LLC or corporation) and names of owners or officers",
  "Bank reference with account information",
  "Three trade references, preferably from suppliers that extend you credit",
  "Sales tax exemption or resale certificate, if your purchases are tax-exempt",
  "Recent financial statements or business tax returns for credit line requests over $50,000",
];

export const commercialFaqs: Faq[] = [
  {
    question: "Who can apply for commercial credit?",
    answer:
      "Any established business that buys tires or tire service: trucking companies and delivery fleets, contractors, farms, mines, municipalities and industrial operations. Sole proprietors are welcome to apply.",
  },
  {
    question: "How much credit can my business get?",
    answer: `Commercial credit lines range from ${f.creditLineMin} to ${f.creditLineMax}. The amount depends on your credit history, trade and bank references, financial statements and expected monthly purchases.`,
  },
  {
    question: "How long does it take to process an application?",
    answer: `Most applications are processed in ${f.commercialProcessing}. Large or complex applications, such as high credit lines or businesses with multiple entities, can take up to ${f.commercialProcessingComplex}. We'll contact you if anything is missing.`,
  },
  {
    question: "What are the payment terms?",
    answer:
      "Approved accounts receive a consolidated monthly statement with net 30 terms: the balance is due 30 days from the statement date. There is no prepayment penalty for paying early.",
  },
  {
    question: "Can I use my account for retreads and emergency road service?",
    answer: `Yes. Your account covers new tires, retreads from our Norton, VA plant, shop service, on-site service and emergency road calls. Retreads can save up to ${f.retreadSavings} compared with new tires.`,
  },
  {
    question: "Can I control who charges to our account?",
    answer:
      "Yes. You can list authorized buyers and drivers, require a purchase-order or unit number on every charge, and update those controls at any time by contacting our commercial team.",
  },
];
