/** Text compared without case or accents: "gomez" finds "Gómez", "logistica" finds "Logística". */
export const foldText = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es');

/** Case- and accent-insensitive substring match. */
export const matchesText = (text: string, typed: string) => foldText(text).includes(foldText(typed.trim()));
