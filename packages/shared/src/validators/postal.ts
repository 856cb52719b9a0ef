/** Spanish postal codes: 5 digits whose first two are a province code 01–52. */

/** Province names by INE code (the postal code prefix). */
export const PROVINCES: Readonly<Record<string, string>> = {
  '01': 'Álava',
  '02': 'Albacete',
  '03': 'Alicante',
  '04': 'Almería',
  '05': 'Ávila',
  '06': 'Badajoz',
  '07': 'Illes Balears',
  '08': 'Barcelona',
  '09': 'Burgos',
  '10': 'Cáceres',
  '11': 'Cádiz',
  '12': 'Castellón',
  '13': 'Ciudad Real',
  '14': 'Córdoba',
  '15': 'A Coruña',
  '16': 'Cuenca',
  '17': 'Girona',
  '18': 'Granada',
  '19': 'Guadalajara',
  '20': 'Gipuzkoa',
  '21': 'Huelva',
  '22': 'Huesca',
  '23': 'Jaén',
  '24': 'León',
  '25': 'Lleida',
  '26': 'La Rioja',
  '27': 'Lugo',
  '28': 'Madrid',
  '29': 'Málaga',
  '30': 'Murcia',
  '31': 'Navarra',
  '32': 'Ourense',
  '33': 'Asturias',
  '34': 'Palencia',
  '35': 'Las Palmas',
  '36': 'Pontevedra',
  '37': 'Salamanca',
  '38': 'Santa Cruz de Tenerife',
  '39': 'Cantabria',
  '40': 'Segovia',
  '41': 'Sevilla',
  '42': 'Soria',
  '43': 'Tarragona',
  '44': 'Teruel',
  '45': 'Toledo',
  '46': 'Valencia',
  '47': 'Valladolid',
  '48': 'Bizkaia',
  '49': 'Zamora',
  '50': 'Zaragoza',
  '51': 'Ceuta',
  '52': 'Melilla',
};

/** 5 digits, province prefix 01–52 (surrounding spaces ignored). */
export function isValidPostalCode(value: string): boolean {
  const v = value.trim();
  if (!/^\d{5}$/.test(v)) return false;
  const prefix = Number(v.slice(0, 2));
  return prefix >= 1 && prefix <= 52;
}

/** The province name for a valid postal code, else null: '47001' → 'Valladolid'. */
export function provinceFromPostalCode(value: string): string | null {
  const v = value.trim();
  return isValidPostalCode(v) ? (PROVINCES[v.slice(0, 2)] ?? null) : null;
}
