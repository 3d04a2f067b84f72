/** Roman numerals, as the seeds write levels (RPG-F57's fortifications I–VI); one place for the embeds and pictures. */

const NUMERALS: [number, string][] = [
  [1000, 'M'], [900, 'CM'], [500, 'D'], [400, 'CD'], [100, 'C'], [90, 'XC'],
  [50, 'L'], [40, 'XL'], [10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I'],
];

/** `4` → `IV`. Zero or less has no numeral: ''. */
export function roman(n: number): string {
  let rest = Math.floor(n);
  let out = '';
  for (const [value, numeral] of NUMERALS) {
    while (rest >= value) {
      out += numeral;
      rest -= value;
    }
  }
  return out;
}
