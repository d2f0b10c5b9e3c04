/**
 * A road call's life: received (waiting for a crew), accepted (a crew with a truck and an ETA), on
 * the way, on site, rolling (the vehicle is back on the road), or cancelled with a reason.
 */
export const ROAD_CALL_STATUSES = [
  "received",
  "accepted",
  "on-the-way",
  "on-site",
  "rolling",
  "cancelled",
] as const;
export type RoadCallStatus = (typeof ROAD_CALL_STATUSES)[number];

export const OPEN_STATUSES: readonly RoadCallStatus[] = ["received", "accepted", "on-the-way", "on-site"];

/** The crew's next marks, from each status (acceptance is its own step, with a truck and an ETA). */
const NEXT: Record<RoadCallStatus, readonly RoadCallStatus[]> = {
  received: ["cancelled"],
  accepted: ["on-the-way", "on-site", "rolling", "cancelled"],
  "on-the-way": ["on-site", "rolling", "cancelled"],
  "on-site": ["rolling", "cancelled"],
  rolling: [],
  cancelled: [],
};

export const canMove = (from: RoadCallStatus, to: RoadCallStatus) => NEXT[from].includes(to);
export const isOpen = (status: RoadCallStatus) => OPEN_STATUSES.includes(status);

/** What the driver's status page and texts call each status. */
export const STATUS_WORDS: Record<RoadCallStatus, string> = {
  received: "Received: finding a crew",
  accepted: "Crew assigned",
  "on-the-way": "Crew on the way",
  "on-site": "Crew on site",
  rolling: "Rolling again",
  cancelled: "Cancelled",
};

/** Minutes a crew may promise to be there in, at most (longer is a typo, or a call to hand on). */
export const ETA_CHOICES = [15, 30, 45, 60, 75, 90, 120, 150, 180, 240] as const;
/** How long a road call keeps its truck past the ETA, unless the crew marks it rolling sooner. */
export const JOB_MINUTES = 90;
