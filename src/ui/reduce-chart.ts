// <reduce-chart>: the size of the smallest interesting script over time, as a small inline SVG with a
// text summary for screen readers (geometry in ui-state/size-chart.ts).
import { LitElement, css, html, svg } from 'lit';
import { sizeChart, type SizeSample } from '../ui-state/size-chart.js';
import { shared } from './styles.js';

const W = 320;
const H = 90;

export class ReduceChart extends LitElement {
  static override styles = [
    shared,
    css`
      :host {
        display: block;
        max-width: 30rem;
      }
      svg {
        width: 100%;
        height: auto;
        overflow: visible;
      }
      .axis {
        stroke: #777;
        stroke-width: 1;
      }
      .line {
        fill: none;
        stroke: #0b61a4;
        stroke-width: 2;
        vector-effect: non-scaling-stroke;
      }
      text {
        font-size: 10px;
        fill: #444;
      }
    `,
  ];

  static override properties = { samples: { attribute: false }, elapsedMs: { type: Number } };
  samples: SizeSample[] = [];
  elapsedMs = 0;

  override render() {
    const c = sizeChart(this.samples, W, H, this.elapsedMs);
    const first = this.samples[0]?.bytes ?? 0;
    const last = this.samples.at(-1)?.bytes ?? 0;
    const seconds = (c.maxMs / 1000).toFixed(1);
    const label = `Size over time: ${first} bytes at the start, ${last} bytes after ${seconds} s`;
    return html`<svg viewBox="-34 -6 ${W + 40} ${H + 22}" role="img" aria-label=${label} data-testid="reduce-chart">
      <title>${label}</title>
      ${svg`<line class="axis" x1="0" y1="0" x2="0" y2=${H}></line>
        <line class="axis" x1="0" y1=${H} x2=${W} y2=${H}></line>
        <text x="-4" y="8" text-anchor="end">${c.maxBytes} B</text>
        <text x="-4" y=${H} text-anchor="end">0</text>
        <text x=${W} y=${H + 14} text-anchor="end">${seconds} s</text>
        <text x="0" y=${H + 14}>0 s</text>
        <polyline class="line" points=${c.points}></polyline>`}
    </svg>`;
  }
}

customElements.define('reduce-chart', ReduceChart);

declare global {
  interface HTMLElementTagNameMap {
    'reduce-chart': ReduceChart;
  }
}
