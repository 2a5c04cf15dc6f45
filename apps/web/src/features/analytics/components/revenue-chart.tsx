import type { DailyMetrics } from '@northstar/shared/analytics';
import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCompact, formatDollars, formatShortDate } from '../lib/format.ts';
import { CHART_HEIGHT_PX } from './chart-size.ts';

interface RevenueChartProps {
  days: readonly DailyMetrics[];
  title: string;
  /** Measured by the card, so Recharts renders once at the right size instead of measuring itself. */
  width: number;
}

// Recharts is ~90 kB gzipped, so this file is only ever loaded with React.lazy (see revenue-trend.tsx).
export default function RevenueChart({ days, title, width }: RevenueChartProps) {
  // Revenue only: one series keeps the chart's first render short (the table has the spend).
  const data = days.map((day) => ({ date: day.date, revenue: day.revenue }));
  return (
    <AreaChart
      width={width}
      height={CHART_HEIGHT_PX}
      data={data}
      title={title}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
    >
      <defs>
        <linearGradient id="revenue-fill" x1="0" y1="0" x2="0" y2="1">
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
      <YAxis
        tickFormatter={(value: number) => `$${formatCompact(value)}`}
        tick={{ fill: 'var(--ns-muted)', fontSize: 12 }}
        stroke="var(--ns-line)"
        width={56}
      />
      <Tooltip
        labelFormatter={(label) => formatShortDate(String(label))}
        formatter={(value) => [formatDollars(Number(value)), 'Revenue']}
        contentStyle={{
          background: 'var(--ns-card)',
          border: '1px solid var(--ns-line)',
          borderRadius: 8,
          color: 'var(--ns-fg)',
        }}
      />
      <Area
        type="monotone"
        dataKey="revenue"
        name="revenue"
        stroke="var(--color-brand-500)"
        strokeWidth={2}
        fill="url(#revenue-fill)"
        isAnimationActive={false}
      />
    </AreaChart>
  );
}
