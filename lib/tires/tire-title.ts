/**
 * "Michelin AxioBib 2 IF 710/70R42": brand, line and size, the way people search for a tire. A
 * line named after its construction ("AxioBib 2 IF") sold in a size written with it
 * ("IF 710/70R42") says it once, not "IF IF".
 */
export function tireTitle(tire: { brand: string; name: string; size: string }): string {
  const nameWords = tire.name.trim().split(/\s+/);
  const sizeLead = tire.size.trim().split(/\s+/)[0];
  const name =
    nameWords.length > 1 && nameWords.at(-1) === sizeLead ? nameWords.slice(0, -1).join(" ") : tire.name;
  return `${tire.brand} ${name} ${tire.size}`;
}
