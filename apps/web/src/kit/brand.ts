/** Who makes the product (footer, login page). */
export const COMPANY = {
  name: 'Castilla Automatización',
  city: 'Valladolid',
  country: 'España',
  product: 'Centro Autorizador',
} as const;
