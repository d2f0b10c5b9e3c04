import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  async redirects() {
    // Older links and printed material use these paths for the store locator.
    return [
      { source: "/find-us", destination: "/locations", permanent: true },
      { source: "/findus", destination: "/locations", permanent: true },
    ];
  },
};

export default nextConfig;
