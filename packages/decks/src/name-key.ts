/** The comparison keys of names: what stays when case, accents and punctuation are ignored. */

/** Lower case, accents removed, apostrophes dropped, every other non-alphanumeric run → one space. */
export function normalizeName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`´'ʼ]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The comparison key: the normalised name without spaces. */
export function nameKey(name: string): string {
  return normalizeName(name).replace(/ /g, '');
}
