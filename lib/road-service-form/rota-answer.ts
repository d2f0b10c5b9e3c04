import "server-only";
import { findLocation } from "@/data/locations";
import { getDatabase } from "@/lib/db";
import { textOf } from "@/lib/forms/form-values";
import { readRota, rotationText } from "@/lib/road-service/rota-rules";
import type { StaffMember } from "@/lib/staff/roles";
import { hasRole } from "@/lib/staff/roles";
import { roadServiceSettings } from "@/lib/road-calls/road-service-stores";

/** What one store's form shows after a save was posted. */
export interface RotaFormState {
  storeId: number;
  reach: string;
  rotation: string;
  /** The saved row's time the form now stands on ("" for the defaults). */
  updatedAt: string;
  problems: { reach?: string; rotation?: string[] };
  message: string | null;
  saved: boolean;
}

export const ROTA_ANSWERS = {
  saved: (store: string) => `Saved. Breakdown calls near ${store} use these from now on.`,
  stale: "Someone else saved this store meanwhile. Their version is shown: check it and save again.",
  refused: "Only operators can change road-service settings.",
  fix: "Please correct the highlighted fields.",
  store: "There is no such store.",
} as const;

/**
 * An operator's save of one store's reach and rotation: checked, then written only if nobody
 * saved the store since the form was shown (else their version comes back, with a message).
 */
export async function answerRotaForm(
  form: FormData,
  member: StaffMember,
  now = Date.now(),
): Promise<RotaFormState> {
  const storeId = Number(textOf(form, "storeId"));
  const state: RotaFormState = {
    storeId,
    reach: textOf(form, "reach"),
    rotation: textOf(form, "rotation"),
    updatedAt: textOf(form, "updatedAt"),
    problems: {},
    message: null,
    saved: false,
  };
  if (!hasRole(member, "Staff.Operator")) return { ...state, message: ROTA_ANSWERS.refused };
  const location = findLocation(storeId);
  const current = (await roadServiceSettings()).find((s) => s.storeId === storeId);
  if (!location || !current) return { ...state, message: ROTA_ANSWERS.store };
  const read = readRota(state.reach, state.rotation);
  if (!read.ok) return { ...state, problems: read.problems, message: ROTA_ANSWERS.fix };
  const expected = /^\d+$/.test(state.updatedAt) ? Number(state.updatedAt) : null;
  const outcome = await (
    await getDatabase()
  ).saveRoadServiceStore(
    { storeId, reachMiles: read.reachMiles, rotation: read.rotation },
    expected,
    now,
    member.email,
  );
  const after = (await roadServiceSettings()).find((s) => s.storeId === storeId)!;
  return {
    ...state,
    reach: String(after.reachMiles),
    rotation: rotationText(after.rotation),
    updatedAt: after.saved ? String(after.saved.updatedAt) : "",
    message: outcome === "saved" ? ROTA_ANSWERS.saved(location.name) : ROTA_ANSWERS.stale,
    saved: outcome === "saved",
  };
}
