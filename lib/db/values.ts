/** A number column as the driver hands it over: PostgreSQL's BIGINT arrives as a string. */
export const toNumber = (v: unknown): number => (typeof v === "string" ? Number(v) : (v as number));

/** `n` placeholders for an INSERT's values or an IN list: "?, ?, ?". */
export const marks = (n: number): string => Array.from({ length: n }, () => "?").join(", ");
