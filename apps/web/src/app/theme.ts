import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Brand colour: a deep petrol teal (shade 7 is the primary, 5.6:1 on white). */
const petrol: MantineColorsTuple = [
  '#e7f5f7',
  '#cce8ec',
  '#9bd2da',
  '#66bac6',
  '#3ca5b4',
  '#2296a7',
  '#0f879a',
  '#0b6f7f',
  '#0b5563',
  '#063d48',
];

/** Accent: the amber of a fuel nozzle. */
const amber: MantineColorsTuple = [
  '#fff8e1',
  '#ffefcc',
  '#ffdd9b',
  '#ffca64',
  '#ffba38',
  '#ffb01b',
  '#ffab09',
  '#e39500',
  '#c98400',
  '#ae7100',
];

export const theme = createTheme({
  primaryColor: 'petrol',
  primaryShade: { light: 7, dark: 5 },
  colors: { petrol, amber },
  fontFamily: "'Inter Variable', Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  headings: {
    fontFamily: "'Inter Variable', Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    fontWeight: '700',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    Button: { defaultProps: { fw: 600 } },
    Modal: { defaultProps: { centered: true, radius: 'md' } },
  },
});
