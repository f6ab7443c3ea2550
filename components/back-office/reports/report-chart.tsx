import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface ChartSeries {
  key: string;
  name: string;
  colour: string;
}

/**
 * A report's figures as bars: one group per row, one bar per series (sales and refunds in major units of
 * the park's currency, places booked and checked in, a balance owed). Loaded only by the reports screen,
 * through next/dynamic (reports-screen.tsx), so recharts is in no other screen's bundle. The figure is
 * named for assistive technology by the caller; the table beside it is its text alternative.
 */
export default function ReportChart({ rows, series, format }: { rows: Record<string, string | number>[]; series: ChartSeries[]; format: (value: number) => string }) {
  return (
    <ResponsiveContainer width="100%" height={280}>
      <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 8 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
        <YAxis tick={{ fontSize: 12 }} tickFormatter={format} width={80} />
        <Tooltip formatter={(value) => format(Number(value))} />
        <Legend />
        {series.map((one) => (
          <Bar key={one.key} dataKey={one.key} name={one.name} fill={one.colour} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
