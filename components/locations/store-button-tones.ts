import type { StoreButtonTone } from "./set-my-store-button";

/** "Set as My Store" on the dark banner of a store page, as large as the banner's other buttons. */
export const ON_DARK_BANNER: StoreButtonTone = {
  size: "px-5 py-2.5 text-base",
  mine: "border-green-400 bg-green-950 text-green-200",
  other: "border-white/70 text-white hover:border-white hover:bg-white/10",
};
