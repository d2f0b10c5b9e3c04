/**
 * What the states add to a tire sale at our stores: each state's fee on a new tire, what its sales
 * tax applies to, and the sales tax rate at each store (by store id, data/locations.ts). Client-safe
 * on purpose (no imports): the out-the-door estimate (lib/tires/out-the-door.ts) runs in the
 * browser too.
 *
 * Every figure names its source and the day it was checked. `confirmed: false` marks a figure we
 * keep as our best value but could not confirm from the state's own text; the comment beside it
 * says what is uncertain. Re-check these before relying on them: fees sunset and towns adopt taxes.
 */

export type StoreState = "WV" | "VA" | "TN" | "KY" | "PA";

export const FEES_AND_TAXES_CHECKED_ON = "2026-11-28";
const checkedOn = FEES_AND_TAXES_CHECKED_ON;

interface Sourced {
  /** The statute, regulation or revenue department page the figure comes from. */
  source: string;
  checkedOn: string;
  /** False: our best value, not confirmed from the state's own text (see the comment beside it). */
  confirmed: boolean;
}

export interface NewTireFee extends Sourced {
  /** The fee's name as the state calls it. */
  name: string;
  /** Dollars per new tire sold; 0 when the state charges nothing at the sale. */
  perTire: number;
  /** What the amount depends on, or null when every new tire pays the same. */
  dependsOn: string | null;
  /** How commercial, farm and off-the-road tires are treated. */
  otherTires: string;
}

/** What the state's sales tax applies to, as our stores bill a tire visit. */
export interface SalesTaxBase extends Sourced {
  tires: boolean;
  /** The state's fee on the new tire, when we pass it to the customer. */
  tireFee: boolean;
  /** Labor to mount and balance a tire, billed as its own line. */
  installationLabor: boolean;
  /**
   * Our installation package as we bill it: labor plus a new valve stem or sensor service kit and
   * the old tire's disposal, in one price per tire (data/brand.ts).
   */
  installationPackage: boolean;
  /** A charge for taking the old tire away. */
  disposal: boolean;
  /** Road-hazard cover sold with the tire (a service contract). */
  roadHazard: boolean;
  /** Labor-only services: alignment, rotation, an on-site call-out. */
  serviceLabor: boolean;
  /**
   * How the tax is rounded to the cent. "half-up": the rate applied to the taxable total, half a
   * cent or more rounds up. "pennsylvania-bracket": 6% of each whole dollar plus the statute's
   * bracket for the cents (72 P.S. § 7203).
   */
  rounding: "half-up" | "pennsylvania-bracket";
}

export interface StateFeesAndTaxes {
  state: StoreState;
  stateName: string;
  newTireFee: NewTireFee;
  salesTax: SalesTaxBase;
}

export const stateFeesAndTaxes: Readonly<Record<StoreState, StateFeesAndTaxes>> = {
  WV: {
    state: "WV",
    stateName: "West Virginia",
    // No per-tire fee at the sale: waste-tire cleanup is paid for by a $5 fee on each certificate
    // of title (W. Va. Code § 17A-10-16, the A. James Manchin Fund), and the fund's own section
    // (§ 22-15A-9) lists its money as waste-tire sales and the titling fee, with no fee on tires.
    // The 2000 bill that created it replaced a proposed tire tax with the titling fee. A secondary
    // site's "$5 per tire under § 17-24A" is wrong: article 24A is about abandoned vehicles.
    newTireFee: {
      name: "None at the sale (waste-tire cleanup is funded by a $5 fee on each vehicle title)",
      perTire: 0,
      dependsOn: null,
      otherTires: "No fee at the sale for any kind of tire.",
      source: "https://law.justia.com/codes/west-virginia/2009/17a/17a-10-16.html",
      checkedOn,
      confirmed: true,
    },
    // W. Va. Code R. § 110-15-94: automotive repairs with parts and installation labor are taxable;
    // § 110-15-63: a warranty sold for a separate charge is a taxable service. Municipal tax
    // applies to the same things and is added to the rate before rounding to the nearest cent.
    salesTax: {
      tires: true,
      tireFee: false,
      installationLabor: true,
      installationPackage: true,
      disposal: true,
      roadHazard: true,
      serviceLabor: true,
      rounding: "half-up",
      source:
        "https://regulations.justia.com/states/west-virginia/agency-110/title-110/series-110-15/section-110-15-94",
      checkedOn,
      confirmed: true,
    },
  },
  VA: {
    state: "VA",
    stateName: "Virginia",
    // Va. Code § 58.1-641: $0.50 per new tire since July 1, 2011. Bills to raise it to $2 (2024
    // HB 496, 2025 HB 1916) did not pass; we could not see whether the 2026 session changed it.
    newTireFee: {
      name: "Virginia Tire Recycling Fee",
      perTire: 0.5,
      dependsOn: null,
      otherTires:
        "Same $0.50 for truck tires; no fee on tires for devices used only for farming, except farm trucks (§ 58.1-642 B).",
      source: "https://law.lis.virginia.gov/vacodefull/title58.1/chapter6.1/",
      checkedOn,
      confirmed: true,
    },
    // Labor separately stated for installing or repairing property sold is exempt
    // (§ 58.1-609.5(2); Ruling 22-100, 2022), so alignment and rotation labor is not taxed; labor
    // in a lump sum is taxed with the goods (Rulings 21-92, 2021, and 24-99, 2024), so our
    // installation package, one price that also holds a valve stem and the old tire's disposal, is
    // taxed whole. A disposal fee charged with new tires is taxable (Attorney General's opinion
    // 11-068, 2011; Ruling 94-241). Not confirmed:
    //  - whether the recycling fee passed to the customer is part of the taxable sales price;
    //  - road hazard: a parts-and-labor contract, which 23VAC10-210-910 taxes on half its price;
    //    we tax all of it, so the estimate errs high by a few cents a tire.
    salesTax: {
      tires: true,
      tireFee: true,
      installationLabor: false,
      installationPackage: true,
      disposal: true,
      roadHazard: true,
      serviceLabor: false,
      rounding: "half-up",
      source: "https://www.tax.virginia.gov/laws-rules-decisions/rulings-tax-commissioner/94-241",
      checkedOn,
      confirmed: false,
    },
  },
  TN: {
    state: "TN",
    stateName: "Tennessee",
    // Tenn. Code Ann. § 67-4-1603; Department of Revenue OTF-6 and OTF-13.
    newTireFee: {
      name: "Tire pre-disposal fee",
      perTire: 1.35,
      dependsOn: null,
      otherTires:
        "Same $1.35 on tires for trucks, trailers, farm tractors, farm equipment and construction machinery; used tires and retreads are exempt.",
      source:
        "https://revenue.support.tn.gov/hc/en-us/articles/360057609251-OTF-6-Tire-Pre-Disposal-Fee-Overview",
      checkedOn,
      confirmed: true,
    },
    // OTF-13: the fee passed to the customer is taxed. Rule 1320-05-01-.27 and SUT-22: installation
    // and repair labor on tangible property is taxed. § 67-6-208: warranty and service contracts
    // are taxed. Not modelled: the single-article cap (local tax only on the first $1,600 of one
    // item, and a 2.75% state tax from $1,600.01 to $3,200), which matters only for big OTR tires.
    salesTax: {
      tires: true,
      tireFee: true,
      installationLabor: true,
      installationPackage: true,
      disposal: true,
      roadHazard: true,
      serviceLabor: true,
      rounding: "half-up",
      source:
        "https://revenue.support.tn.gov/hc/en-us/articles/360057136932-OTF-13-Tire-Pre-Disposal-Fee-Included-in-Sales-Tax-Calculation",
      checkedOn,
      confirmed: true,
    },
  },
  KY: {
    state: "KY",
    stateName: "Kentucky",
    // KRS 224.50-868. Not confirmed: the Department of Revenue's page (effective March 14, 2025)
    // states $2 "beginning July 1, 2020, but prior to July 1, 2026". The legislature has extended it
    // every two years, often in the budget act rather than a bill of its own; we found no 2026
    // session text either way (without an extension, the statute falls back to a lower amount).
    // The 2026-2028 budget act is where to look next.
    newTireFee: {
      name: "Motor vehicle tire fee",
      perTire: 2,
      dependsOn: null,
      otherTires:
        "Same $2 on new trailer, semitrailer, truck, farm and construction equipment tires; tires for vehicles not used on public highways, recaps and used tires are exempt.",
      source: "https://revenue.ky.gov/Business/Motor-Vehicle-Tire-Fee/Pages/default.aspx",
      checkedOn,
      confirmed: false,
    },
    // The Department of Revenue page: the tire fee is subject to sales tax. HB 487 (2018): labor to
    // install or repair tangible property and extended warranty services are taxed.
    salesTax: {
      tires: true,
      tireFee: true,
      installationLabor: true,
      installationPackage: true,
      disposal: true,
      roadHazard: true,
      serviceLabor: true,
      rounding: "half-up",
      source: "https://revenue.ky.gov/Business/Motor-Vehicle-Tire-Fee/Pages/default.aspx",
      checkedOn,
      confirmed: true,
    },
  },
  PA: {
    state: "PA",
    stateName: "Pennsylvania",
    // 72 P.S. § 9301(c): $1 per new tire for highway use, collected from the buyer.
    newTireFee: {
      name: "Public Transportation Assistance Fund new tire fee",
      perTire: 1,
      dependsOn: "Highway use: tires for off-highway use pay no fee.",
      otherTires:
        "Same $1 on truck and trailer tires for highway use; farm and off-the-road tires not for highway use pay nothing.",
      source:
        "https://pacodeandbulletin.gov/Display/pacode?file=/secure/pacode/data/061/chapter47/s47.19.html",
      checkedOn,
      confirmed: true,
    },
    // 61 Pa. Code § 47.19(a)(5): the tire fee is outside the sales tax. § 31.5(a)(2): installing a
    // tire is a taxable service. Not confirmed: disposal and road-hazard cover (taxed here as
    // services sold with the tire).
    salesTax: {
      tires: true,
      tireFee: false,
      installationLabor: true,
      installationPackage: true,
      disposal: true,
      roadHazard: true,
      serviceLabor: true,
      rounding: "pennsylvania-bracket",
      source:
        "http://www.pacodeandbulletin.gov/Display/pacode?file=/secure/pacode/data/061/chapter31/s31.5.html",
      checkedOn,
      confirmed: true,
    },
  },
};

export interface StoreSalesTax extends Sourced {
  storeId: number;
  state: StoreState;
  /** Where the store is for tax purposes (municipality, county or independent city). */
  jurisdiction: string;
  stateRatePercent: number;
  localRatePercent: number;
}

/** The sales tax rate at each bookable store, by store id (data/locations.ts). */
export const storeSalesTax: Readonly<Record<number, StoreSalesTax>> = {
  1: {
    storeId: 1,
    state: "WV",
    jurisdiction: "City of Charleston (1% municipal sales tax since July 1, 2015)",
    stateRatePercent: 6,
    localRatePercent: 1,
    source:
      "https://tax.wv.gov/Business/SalesAndUseTax/MunicipalSalesAndUseTax/Pages/MunicipalSalesAndUseTax.aspx",
    checkedOn,
    confirmed: true,
  },
  2: {
    // Not confirmed: Crab Orchard is an unincorporated place in Raleigh County; municipal tax applies
    // only "within the boundaries of the taxing municipality" (Tax Division) and West Virginia
    // counties levy none. What is open is whether the store's lot lies inside Beckley's limits,
    // which are not its ZIP code's: Beckley has levied 1% since July 1, 2016, which would make 7%.
    storeId: 2,
    state: "WV",
    jurisdiction: "Crab Orchard, unincorporated Raleigh County (no municipal tax)",
    stateRatePercent: 6,
    localRatePercent: 0,
    source:
      "https://tax.wv.gov/Business/SalesAndUseTax/MunicipalSalesAndUseTax/Pages/MunicipalSalesAndUseTax.aspx",
    checkedOn,
    confirmed: false,
  },
  3: {
    storeId: 3,
    state: "TN",
    jurisdiction: "City of Bristol, Sullivan County (2.25% local)",
    stateRatePercent: 7,
    localRatePercent: 2.25,
    source: "https://bristoltn.org/164/Taxes",
    checkedOn,
    confirmed: true,
  },
  4: {
    // 5.3%: 4.3% state plus the 1% local option, the rate "for most locations in Virginia". The
    // regional taxes cover Hampton Roads, Northern Virginia, the Historic Triangle and Central
    // Virginia, not the southwest; the added 1% for schools is open only to eight counties and
    // Danville (as 2026 HB 1156, which failed, recites), Wythe County not among them. Wythe
    // County's own development authority lists "4.3% state + 1% local".
    storeId: 4,
    state: "VA",
    jurisdiction: "Town of Wytheville, Wythe County",
    stateRatePercent: 4.3,
    localRatePercent: 1,
    source: "https://www.tax.virginia.gov/sales-tax-rate-and-locality-code-lookup",
    checkedOn,
    confirmed: true,
  },
  5: {
    // 5.3%, as for Wytheville: Norton is an independent city with the 1% local option, outside
    // every regional tax and not among the localities allowed the schools 1%.
    storeId: 5,
    state: "VA",
    jurisdiction: "City of Norton (independent city)",
    stateRatePercent: 4.3,
    localRatePercent: 1,
    source: "https://www.tax.virginia.gov/sales-tax-rate-and-locality-code-lookup",
    checkedOn,
    confirmed: true,
  },
  6: {
    // KRS 139.200: 6%; Kentucky has no local sales tax.
    storeId: 6,
    state: "KY",
    jurisdiction: "City of Ashland, Boyd County (no local sales tax in Kentucky)",
    stateRatePercent: 6,
    localRatePercent: 0,
    source: "https://lawserver.com/law/state/kentucky/ks-statutes/kentucky_statutes_139-200",
    checkedOn,
    confirmed: true,
  },
  7: {
    // The Department of Revenue's answer 209: local sales tax is collected only in Allegheny (1%)
    // and Philadelphia (2%) counties.
    storeId: 7,
    state: "PA",
    jurisdiction: "Borough of Windber, Somerset County (no local sales tax)",
    stateRatePercent: 6,
    localRatePercent: 0,
    source: "http://xrl.us/bh9k5",
    checkedOn,
    confirmed: true,
  },
  8: {
    // Not confirmed: Williamson's council moved in 2022 to join the Home Rule program for a 1%
    // municipal sales tax; we could not see it on the Tax Division's list. We keep 7%, so the
    // estimate errs high rather than low, until the list is checked.
    storeId: 8,
    state: "WV",
    jurisdiction: "City of Williamson, Mingo County",
    stateRatePercent: 6,
    localRatePercent: 1,
    source:
      "https://tax.wv.gov/Business/SalesAndUseTax/MunicipalSalesAndUseTax/Pages/MunicipalSalesAndUseTax.aspx",
    checkedOn,
    confirmed: false,
  },
};
