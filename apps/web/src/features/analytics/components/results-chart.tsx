import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCompact, formatDollars, formatInteger, formatShortDate } from '../lib/format.ts';
import type { TrendView } from '../lib/trend.ts';
import { CHART_HEIGHT_PX } from './chart-size.ts';

interface ResultsChartProps {
  dates: readonly string[];
  view: TrendView;
  title: string;
  /** Measured by the card, so Recharts renders once at the right size instead of measuring itself. */
  width: number;
}

const money = (value: number) => `$${formatCompact(value)}`;

// Recharts is ~90 kB gzipped, so this file is only ever loaded with React.lazy (see results-trend.tsx).
export default function ResultsChart({ dates, view, title, width }: ResultsChartProps) {
  const data = dates.map((date, i) => ({
    date,
    results: view.values?.[i] ?? null,
    spend: view.spend[i] ?? 0,
  }));
  const resultsAxis = view.format === 'money' ? money : formatCompact;
  const hasResults = view.values !== null;
  return (
    <AreaChart
      width={width}
      height={CHART_HEIGHT_PX}
      data={data}
      title={title}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
    >
      <defs>
        <linearGradient id="results-fill" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="var(--color-brand-500)" stopOpacity={0.35} />
          <stop offset="100%" stopColor="var(--color-brand-500)" stopOpacity={0.02} />
        </linearGradient>
      </defs>
      <CartesianGrid stroke="var(--ns-line)" strokeDasharray="3 3" vertical={false} />
      <XAxis
        dataKey="date"
        tickFormatter={formatShortDate}
        tick={{ fill: 'var(--ns-muted)', fontSize: 12 }}
        stroke="var(--ns-line)"
        minTickGap={24}
      />
      {hasResults ? (
        <YAxis
          yAxisId="results"
          tickFormatter={resultsAxis}
          tick={{ fill: 'var(--ns-muted)', fontSize: 12 }}
          stroke="var(--ns-line)"
          width={56}
        />
      ) : null}
      <YAxis
        yAxisId="spend"
        orientation={hasResults ? 'right' : 'left'}
        tickFormatter={money}
        tick={{ fill: 'var(--ns-muted)', fontSize: 12 }}
        stroke="var(--ns-line)"
        width={56}
      />
      <Tooltip
        labelFormatter={(label) => formatShortDate(String(label))}
        formatter={(value, name) =>
          name === 'spend'
            ? [formatDollars(Number(value)), 'Ad spend']
            : [
                view.format === 'money'
                  ? formatDollars(Number(value))
                  : formatInteger(Math.round(Number(value))),
                view.title,
              ]
        }
        contentStyle={{
          background: 'var(--ns-card)',
          border: '1px solid var(--ns-line)',
          borderRadius: 8,
          color: 'var(--ns-fg)',
        }}
      />
      {hasResults ? (
        <Area
          yAxisId="results"
          type="monotone"
          dataKey="results"
          name="results"
          stroke="var(--color-brand-500)"
          strokeWidth={2}
          fill="url(#results-fill)"
          isAnimationActive={false}
        />
      ) : null}
      <Area
        yAxisId="spend"
        type="monotone"
        dataKey="spend"
        name="spend"
        stroke="var(--ns-muted)"
        strokeWidth={1.5}
        strokeDasharray="4 3"
        fill="none"
        isAnimationActive={false}
      />
    </AreaChart>
  );
}
