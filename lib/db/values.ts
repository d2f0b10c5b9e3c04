/** A number column as the driver hands it over: PostgreSQL's BIGINT arrives as a string. */
export const toNumber = (v: unknown): number => (typeof v === "string" ? Number(v) : (v as number));
