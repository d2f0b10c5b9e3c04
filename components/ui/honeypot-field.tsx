/** Left empty by people; bots that fill every field give themselves away (the APIs refuse them). */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="hidden">
      <label>
        Website
        <input name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
