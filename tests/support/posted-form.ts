/** A form as a browser posts it (what a server action receives), from its fields. */
export function postedForm(fields: Record<string, string | string[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  return form;
}

let client = 0;

/** A request from an address of its own, so one test's posts never meet another's rate limit. */
export function requestFrom(address = `198.51.100.${(client++ % 250) + 1}`): Request {
  return new Request("http://localhost/", { headers: { "x-forwarded-for": address } });
}
