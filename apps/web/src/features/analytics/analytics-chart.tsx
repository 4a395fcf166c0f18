import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';

// Only what these charts draw (bars and a line), so the chunk stays small. This module is loaded
// lazily by the analytics page and the operator's dashboard only: no public page carries chart.js.
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  Legend,
);

export interface ChartSeries {
  labels: string[];
  /** Bars on the left axis: earnings in major units. */
  bars: { label: string; values: number[] };
  /** A line on the right axis: a count (bookings). */
  line: { label: string; values: number[] };
  /** Formats a bar value for the axis and tooltips ('$1,299'). */
  formatBar: (value: number) => string;
}

/**
 * Bars of earnings and a line of bookings per period, drawn by chart.js on a canvas. The canvas is an
 * image to assistive technology with `summary` as its name; the page offers the same figures as a table.
 */
export default function AnalyticsChart({ series, summary }: { series: ChartSeries; summary: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      data: {
        labels: series.labels,
        datasets: [
          {
            type: 'bar',
            label: series.bars.label,
            data: series.bars.values,
            backgroundColor: '#d85607',
            borderRadius: 4,
            yAxisID: 'money',
            order: 2,
          },
          {
            type: 'line',
            label: series.line.label,
            data: series.line.values,
            borderColor: '#087f75',
            backgroundColor: '#087f75',
            pointRadius: 3,
            // Straight segments: a curve would overshoot between whole counts.
            tension: 0,
            yAxisID: 'count',
            order: 1,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: 'index', intersect: false },
        plugins: {
          legend: { position: 'bottom' },
          tooltip: {
            callbacks: {
              label: (item) =>
                item.dataset.yAxisID === 'money'
                  ? `${item.dataset.label ?? ''}: ${series.formatBar(Number(item.raw))}`
                  : `${item.dataset.label ?? ''}: ${String(item.raw)}`,
            },
          },
        },
        scales: {
          money: {
            position: 'left',
            beginAtZero: true,
            // Whole units only: a tick at $0.20 would be printed as "$0".
            ticks: { callback: (value) => series.formatBar(Number(value)), maxTicksLimit: 6, precision: 0 },
          },
          count: {
            position: 'right',
            beginAtZero: true,
            grid: { drawOnChartArea: false },
            ticks: { precision: 0, maxTicksLimit: 6 },
          },
          x: { ticks: { autoSkip: true, maxRotation: 0 } },
        },
      },
    });
    return () => chart.destroy();
  }, [series]);

  return (
    <div className="relative h-64 w-full sm:h-80">
      <canvas ref={canvas} role="img" aria-label={summary} />
    </div>
  );
}
