/** Number formats of the pictures, written out rather than from Intl so they never depend on the host's locale. */

const ROMAN: [number, string][] = [
  [1000, 'M'], [900, 'CM'], [500, 'D'], [400, 'CD'], [100, 'C'], [90, 'XC'],
  [50, 'L'], [40, 'XL'], [10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I'],
];

/** `4` → `IV`; the fortification levels I–VI are written so (RPG-F57). Zero or less has no numeral: ''. */
export function roman(n: number): string {
  let rest = Math.floor(n);
  let out = '';
  for (const [value, numeral] of ROMAN) {
    while (rest >= value) {
      out += numeral;
      rest -= value;
    }
  }
  return out;
}

/** `125000` → `125,000`. */
export function grouped(n: number): string {
  const sign = n < 0 ? '−' : '';
  const [int, frac] = Math.abs(n).toString().split('.');
  const withCommas = int!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${withCommas}${frac ? `.${frac}` : ''}`;
}

/** `3` → `+3`, `-2` → `−2`, `0` → `0`. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

/** `plains` → `Plains`. */
export function capitalised(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
