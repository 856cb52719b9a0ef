import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { chartValue, spanOf, timeTick } from './chart-format';
import type { BarsChartProps, TimeSeriesChartProps } from './charts';
import { formatDateTime } from './format';

/** The recharts-based charts, in their own chunk: only screens that draw one load them. */
export function TimeSeriesChartImpl(props: TimeSeriesChartProps) {
  const span = spanOf(props.data.map((d) => d[props.x]));
  return (
    <LineChart
      {...common(props, 260)}
      curveType={props.step ? 'stepAfter' : 'linear'}
      withDots={props.data.length <= 60}
      connectNulls
      xAxisProps={{ tickFormatter: (v: unknown) => timeTick(v, span), minTickGap: 24 }}
      yAxisProps={{ domain: ['auto', 'auto'], width: 72 }}
      tooltipProps={{ labelFormatter: (v: unknown) => formatDateTime(v) }}
      gridAxis="xy"
    />
  );
}

export function BarsChartImpl(props: BarsChartProps) {
  // A count has no halves: without decimals the value axis ticks whole numbers (0, 1, 2, not 0,5).
  const valueAxis = { allowDecimals: Boolean(props.decimals) };
  return (
    <BarChart
      {...common(props, 240)}
      type={props.stacked ? 'stacked' : 'default'}
      orientation={props.horizontal ? 'vertical' : 'horizontal'}
      xAxisProps={props.horizontal ? valueAxis : undefined}
      yAxisProps={props.horizontal ? { width: 160 } : valueAxis}
    />
  );
}

/** What both kinds take the same way: size, data, series, es-ES figures, a legend for several series. */
function common(props: TimeSeriesChartProps | BarsChartProps, h: number) {
  return {
    h: props.h ?? h,
    data: props.data,
    dataKey: props.x,
    series: props.series,
    valueFormatter: (v: number) => chartValue(v, props.decimals, props.unit),
    withLegend: props.series.length > 1,
  };
}
