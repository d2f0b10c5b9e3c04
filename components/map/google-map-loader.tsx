"use client";

import dynamic from "next/dynamic";
import { MAP_HEIGHT_PX } from "@/lib/map/map-location";
import { MapSpinner } from "./map-spinner";

/**
 * The Google map's code (and the script it loads from Google) is fetched only when this
 * renders, which the server does only when an API key is configured.
 */
export const GoogleMapLoader = dynamic(() => import("./google-locations-map"), {
  ssr: false,
  loading: () => (
    <div className="overflow-hidden rounded-xl" style={{ height: MAP_HEIGHT_PX }}>
      <MapSpinner />
    </div>
  ),
});
