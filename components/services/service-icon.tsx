import type { ServiceIcon as ServiceIconName } from "@/lib/content/services";

const PATHS: Record<ServiceIconName, string> = {
  tire: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 6a4 4 0 1 1 0 8 4 4 0 0 1 0-8zM12 2v4M12 18v4M2 12h4M18 12h4",
  alignment: "M4 20 20 4M4 4h6M4 4v6M20 20h-6M20 20v-6M12 3v18",
  oil: "M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11z",
  brake: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM12 7a5 5 0 1 0 0 10M17 8.5a6 6 0 0 1 0 7",
  truck:
    "M1 6h13v10H1zM14 10h4l4 4v2h-8zM5.5 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM18.5 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z",
  excavator: "M2 18h12v3H2zM4 18v-4h8v4M12 14l4-8 5 4-2 4M19 14v4",
  roadside: "M12 2 2 21h20zM12 9v5M12 17.5v.5",
  tractor:
    "M3 10h9l2 5M12 10V5H6v5M7 21a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM18 21a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM14 15h2",
  mining: "M14 4l6 6M4 20l9-9M15 3a10 10 0 0 1 6 6l-3 1-4-4z",
  retread: "M21 12a9 9 0 1 1-3-6.7M21 3v6h-6M12 8v8M8 12h8",
  // The same drawings as the home page's rotation and repair cards.
  rotation: "M21 12a9 9 0 1 1-3-6.7M21 3v6h-6",
  repair: "M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z",
};

export function ServiceIcon({ icon, size = 26 }: { icon: ServiceIconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[icon]} />
    </svg>
  );
}
