import {
  createTheme,
  defaultVariantColorsResolver,
  type MantineColorsTuple,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';

const openWhenAsked = { openOnFocus: false, 'data-opens-on-focus': 'false' };

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

/**
 * Mantine's light, subtle and outline variants write shade 6 on a pale tint, about 3:1 for teal, blue
 * or red: below WCAG AA (4.5:1) in a small badge. They use the darkest shade here, darkened further for
 * the pale hues (yellow, amber), and filled ones the shade 8 behind white text.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || parsed.color === 'dark' || parsed.color === 'white') return colors;
  const deep = `color-mix(in srgb, var(--mantine-color-${parsed.color}-9) 72%, black)`;
  if (input.variant === 'light' || input.variant === 'subtle' || input.variant === 'transparent')
    return { ...colors, color: deep, hoverColor: deep };
  if (input.variant === 'outline') return { ...colors, color: deep, border: `1px solid ${deep}` };
  if (input.variant === 'filled' && parsed.color !== 'petrol' && parsed.shade === undefined)
    return {
      ...colors,
      background: `var(--mantine-color-${parsed.color}-8)`,
      hover: `var(--mantine-color-${parsed.color}-9)`,
    };
  return colors;
};

export const theme = createTheme({
  variantColorResolver,
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
    // A badge keeps its whole word: a table column or a row of badges is never narrower than one.
    Badge: { styles: { root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } } },
    Button: { defaultProps: { fw: 600 } },
    // A small box with the default radius is round: it would read as a radio button (one choice) in a
    // list where several rows can be ticked.
    Checkbox: { defaultProps: { radius: 'sm' } },
    // Every dialog's ✕ and every clearable field's × has a name (axe button-name).
    Modal: { defaultProps: { centered: true, radius: 'md', closeButtonProps: { 'aria-label': 'Cerrar' } } },
    // Pick lists open on a click, a typed letter or ↓, not on focus (as a combobox should): tabbing through
    // a form, or a dialog that starts with one (kit/form-dialog.tsx), does not cover it with a list.
    Select: { defaultProps: { clearButtonProps: { 'aria-label': 'Borrar' }, ...openWhenAsked } },
    MultiSelect: { defaultProps: openWhenAsked },
    // A number out of range stays as typed and its field says the limit (the shared schema's message):
    // clamped on blur, 150 % became 100 % without a word.
    NumberInput: { defaultProps: { clampBehavior: 'none' } },
  },
});
