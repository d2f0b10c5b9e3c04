import { statusAuthFailure } from "@/lib/api/status-auth";
import { outlookStatus } from "@/lib/status/integration-status";

export async function GET(request: Request) {
  const denied = statusAuthFailure(request.headers.get("authorization"));
  if (denied) return denied;
  return Response.json(await outlookStatus(), { headers: { "Cache-Control": "no-store" } });
}
