/** One part number as staff mapped it: to an offer, or to none (not a tire). */
export interface PartNumberEntry {
  partNumber: string;
  offerId: string | null;
  updatedAt: number;
  updatedBy: string;
}

/** A number an export sent before anyone mapped it: when, where and with what count it was last seen. */
export interface UnmappedPartNumber {
  partNumber: string;
  firstSeenAt: number;
  lastSeenAt: number;
  timesSeen: number;
  locationId: number | null;
  onHand: number | null;
  seenBy: string;
}

/** What a saved part-number list did: numbers new to the list, remapped, and already so. */
export interface PartNumberSaveCounts {
  added: number;
  changed: number;
  unchanged: number;
}
