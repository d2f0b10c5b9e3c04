"use server";

import { headers } from "next/headers";
import { actionRequest } from "@/lib/forms/action-request";
import { postedFormData } from "@/lib/http/posted-form-data";
import { LINK_PAGE_QUERY_HEADER, type LinkPageState } from "./link-page";
import { answerManagePage, answerStorePage } from "./link-page-answer";

/** The query of the page the form was posted from (set by proxy.ts on the two link pages only). */
async function pageQuery(): Promise<string> {
  return (await headers()).get(LINK_PAGE_QUERY_HEADER) ?? "";
}

/** The customer's manage page, posted without JavaScript. */
export async function answerManageForm(
  _previous: LinkPageState | null,
  form: FormData,
): Promise<LinkPageState> {
  postedFormData(form);
  return answerManagePage(form, await actionRequest(), await pageQuery());
}

/** The store's answer page, posted without JavaScript. */
export async function answerStoreForm(
  _previous: LinkPageState | null,
  form: FormData,
): Promise<LinkPageState> {
  postedFormData(form);
  return answerStorePage(form, await actionRequest(), await pageQuery());
}
