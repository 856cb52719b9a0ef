import { Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { chartValue } from './chart-format';
import { formatDateTime } from './format';

/** One line or bar of a chart: the field of the data rows, its legend, its colour (Mantine name). */
export interface ChartSeries {
  name: string;
  label?: string;
  color: string;
}

type Row = Record<string, unknown>;

interface ChartBase {
  /** What the chart shows, said to screen readers and above the chart. */
  title: string;
  data: Row[];
  /** The field of the x axis (a time, a category). */
  x: string;
  series: ChartSeries[];
  /** Fraction digits of the values and their unit (`€/l`, `operaciones`). */
  decimals?: number;
  unit?: string;
  h?: number;
  /** Shown instead of an empty chart. */
  emptyText?: string;
}

export interface TimeSeriesChartProps extends ChartBase {
  /** A value that holds until the next one (a price): drawn as steps. */
  step?: boolean;
}

export interface BarsChartProps extends ChartBase {
  stacked?: boolean;
  /** Bars across, labels on the left: long category names (reasons of a denial). */
  horizontal?: boolean;
}

// recharts is heavy: it loads with the first chart a screen draws, never with the login or the shell.
const TimeSeries = lazy(() => import('./charts-impl').then((m) => ({ default: m.TimeSeriesChartImpl })));
const Bars = lazy(() => import('./charts-impl').then((m) => ({ default: m.BarsChartImpl })));

/** The figures of a chart as a table for screen readers (and a check for tests): nothing is only visual. */
function ChartData(props: ChartBase & { xText: (v: unknown) => string }) {
  return (
    <VisuallyHidden>
      <table>
        <caption>{props.title}</caption>
        <thead>
          <tr>
            <th>{props.x}</th>
            {props.series.map((s) => (
              <th key={s.name}>{s.label ?? s.name}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.data.map((d, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: points of a series have no identity of their own
            <tr key={i}>
              <td>{props.xText(d[props.x])}</td>
              {props.series.map((s) => (
                <td key={s.name}>{chartValue(d[s.name], props.decimals, props.unit)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}

function Frame(props: ChartBase & { xText: (v: unknown) => string; children: ReactNode }) {
  const h = props.h ?? 260;
  return (
    <figure style={{ margin: 0 }} aria-label={props.title}>
      <Text component="figcaption" size="sm" fw={600} mb={4}>
        {props.title}
      </Text>
      {props.data.length ? (
        <>
          {/* Drawn for the eye only (recharts makes its surface focusable): the table below says it all. */}
          <div aria-hidden inert>
            <Suspense fallback={<Skeleton h={h} radius="md" />}>{props.children}</Suspense>
          </div>
          <ChartData {...props} />
        </>
      ) : (
        <Text size="sm" c="dimmed" role="status" h={h / 2} pt="lg">
          {props.emptyText ?? 'Sin datos que mostrar.'}
        </Text>
      )}
    </figure>
  );
}

/** Values over time (a price history), es-ES figures and dd/mm dates; recharts loads on first use. */
export function TimeSeriesChart(props: TimeSeriesChartProps) {
  return (
    <Frame {...props} xText={formatDateTime}>
      <TimeSeries {...props} />
    </Frame>
  );
}

/** Counts or amounts by category (denials by reason, customers by risk); recharts loads on first use. */
export function BarsChart(props: BarsChartProps) {
  return (
    <Frame {...props} xText={String}>
      <Bars {...props} />
    </Frame>
  );
}
