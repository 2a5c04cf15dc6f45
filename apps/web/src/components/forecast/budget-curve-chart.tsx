import type { ForecastResponse } from '@northstar/shared/forecast/schemas';
import { Area, CartesianGrid, ComposedChart, Line, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDollars } from '../../lib/money.ts';
import { CURVE_HEIGHT_PX } from './curve-size.ts';
import { UNIT_WORDS } from './forecast-figures.ts';

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const money = (value: number) => `$${compact.format(value)}`;

interface BudgetCurveChartProps {
  forecast: ForecastResponse;
  title: string;
  width: number;
}

// Recharts is large: this file is only loaded with React.lazy (see budget-curve.tsx).
export default function BudgetCurveChart({ forecast, title, width }: BudgetCurveChartProps) {
  const many = UNIT_WORDS[forecast.unit].many;
  const data = forecast.points.map((p) => ({
    budget: p.budget,
    band: [p.results.low, p.results.high] as [number, number],
    mid: p.results.mid,
  }));
  return (
    <ComposedChart
      width={width}
      height={CURVE_HEIGHT_PX}
      data={data}
      title={title}
      margin={{ top: 16, right: 12, bottom: 0, left: 0 }}
    >
      <CartesianGrid stroke="var(--ns-line)" strokeDasharray="3 3" vertical={false} />
      <XAxis
        dataKey="budget"
        type="number"
        scale="log"
        domain={['dataMin', 'dataMax']}
        tickFormatter={money}
        tick={{ fill: 'var(--ns-muted)', fontSize: 11 }}
        stroke="var(--ns-line)"
        minTickGap={16}
      />
      <YAxis
        tickFormatter={(v: number) => compact.format(v)}
        tick={{ fill: 'var(--ns-muted)', fontSize: 11 }}
        stroke="var(--ns-line)"
        width={48}
      />
      <Tooltip
        labelFormatter={(label) => `Budget ${formatDollars(Number(label))}`}
        formatter={(value, name) =>
          name === 'band' && Array.isArray(value)
            ? [
                `${compact.format(Number(value[0]))} – ${compact.format(Number(value[1]))}`,
                `Range of ${many}`,
              ]
            : [compact.format(Number(value)), `Likely ${many}`]
        }
        contentStyle={{
          background: 'var(--ns-card)',
          border: '1px solid var(--ns-line)',
          borderRadius: 8,
          color: 'var(--ns-fg)',
        }}
      />
      <Area
        dataKey="band"
        name="band"
        stroke="none"
        fill="var(--color-brand-500)"
        fillOpacity={0.18}
        isAnimationActive={false}
      />
      <Line
        dataKey="mid"
        name="mid"
        stroke="var(--color-brand-500)"
        strokeWidth={2}
        dot={{ r: 3 }}
        isAnimationActive={false}
      />
      <ReferenceLine
        x={forecast.current.budget}
        stroke="var(--ns-fg)"
        strokeDasharray="4 3"
        label={{ value: 'Your plan', position: 'top', fill: 'var(--ns-fg)', fontSize: 11 }}
      />
    </ComposedChart>
  );
}
