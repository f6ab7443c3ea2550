import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface ChartRow {
  label: string;
  sales: number;
  refunds: number;
}

/**
 * Sales and refunds as bars, in major units of the park's currency. Loaded only by the reports screen,
 * through next/dynamic (reports-screen.tsx), so recharts is in no other screen's bundle. The figure is
 * named for assistive technology by the caller; the table beside it is its text alternative.
 */
export default function SalesChart({ rows, salesLabel, refundsLabel, format }: { rows: ChartRow[]; salesLabel: string; refundsLabel: string; format: (major: number) => string }) {
  return (
    <ResponsiveContainer width="100%" height={280}>
      <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 8 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
        <YAxis tick={{ fontSize: 12 }} tickFormatter={format} width={80} />
        <Tooltip formatter={(value) => format(Number(value))} />
        <Legend />
        <Bar dataKey="sales" name={salesLabel} fill="#1f6f43" />
        <Bar dataKey="refunds" name={refundsLabel} fill="#b3261e" />
      </BarChart>
    </ResponsiveContainer>
  );
}
