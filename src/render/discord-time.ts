/** A time as Discord shows it to each reader in his own zone: "in 5 hours" (`<t:…:R>`), or the full date (`f`). */
export const discordTime = (at: Date, style: 'R' | 'f' = 'R') => `<t:${Math.floor(at.getTime() / 1000)}:${style}>`;
