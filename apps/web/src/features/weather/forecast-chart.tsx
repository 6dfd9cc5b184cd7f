import 'uplot/dist/uPlot.min.css';
import type { WeatherDay } from '@havhjaelp/common/weather';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { dayLabel } from './weather-format';

const HEIGHT = 240;

/** Axis numbers with a decimal comma, as every other number on the screen. */
const danish = (value: number) => value.toLocaleString('da-DK');

const cssColour = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

function options(days: WeatherDay[], width: number): uPlot.Options {
  const text = cssColour('--text', '#1a1a1a');
  const grid = cssColour('--border', '#ccc');
  const labels = days.map((day) => dayLabel(day.date));
  const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid } };
  return {
    width,
    height: HEIGHT,
    scales: { x: { time: false }, m: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
    series: [
      {},
      {
        label: 'Største bølgehøjde (m)',
        scale: 'm',
        stroke: cssColour('--primary', '#0b5cad'),
        width: 2,
        points: { size: 7 },
        value: (_u, v) => (v === null ? '–' : `${v.toLocaleString('da-DK')} m`),
      },
      {
        label: 'Største vind (m/s)',
        scale: 'ms',
        stroke: cssColour('--danger', '#b3261e'),
        width: 2,
        dash: [6, 4],
        points: { size: 7 },
        value: (_u, v) => (v === null ? '–' : `${v.toLocaleString('da-DK')} m/s`),
      },
    ],
    axes: [
      {
        ...axis,
        splits: () => days.map((_, i) => i),
        // Weekday over date: seven one-line labels overlap on a phone.
        values: (_u, splits) => splits.map((i) => labels[i]?.replace(' ', '\n') ?? ''),
        size: 48,
      },
      { ...axis, scale: 'm', values: (_u, splits) => splits.map((v) => `${danish(v)} m`) },
      {
        ...axis,
        scale: 'ms',
        side: 1,
        grid: { show: false },
        values: (_u, splits) => splits.map((v) => `${danish(v)} m/s`),
        // Room for "26 m/s": the default cuts the unit off.
        size: 60,
      },
    ],
    legend: { live: false },
    cursor: { show: false },
  };
}

/**
 * Wave height and wind per day for 7 days, drawn by uPlot. Hidden from screen readers, which
 * read the table beside it.
 */
export default function ForecastChart({ days }: { days: WeatherDay[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = box.current;
    if (!target) return;
    const data: uPlot.AlignedData = [
      days.map((_, i) => i),
      days.map((day) => day.waveHeightMax),
      days.map((day) => day.windSpeedMax),
    ];
    const chart = new uPlot(options(days, target.clientWidth), data, target);
    // What uPlot itself holds, for the end-to-end test to count.
    target.dataset.drawnDays = String(chart.data[0].length);
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: target.clientWidth, height: HEIGHT }),
    );
    resize.observe(target);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days]);
  return <div ref={box} className="forecast-chart" aria-hidden="true" />;
}
