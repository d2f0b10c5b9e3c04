import { operationsStatus } from "@/lib/status/operations";

// Behind STATUS_PASSWORD like the status pages (proxy.ts).
export async function GET() {
  return Response.json(await operationsStatus(), { headers: { "Cache-Control": "no-store" } });
}
