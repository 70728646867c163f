/**
 * One laid-out printable page (app/lib/downloads/page-boxes.ts) as inline SVG at the paper's size:
 * the same boxes the PDF draws, so the item page's preview is the PDF's first page. Each text is
 * stretched to the width the PDF's fonts measured (textLength), so lines end where they end on paper
 * whatever font the browser has. Lines of text carry `data-text` (a stacked fraction's line reads
 * as written), which the end-to-end test compares with the downloaded PDF's page 1.
 */
import type { Box, LaidPage, Tone } from "~/lib/downloads/page-boxes";
import { ShapeSvg } from "./figure-svg";

const TONES: Record<Tone, string> = { ink: "#000", soft: "#4d4d4d", rule: "#999" };

function Shape({ box, line }: { box: Box; line: boolean }) {
  switch (box.kind) {
    case "text":
      return (
        <text
          x={box.x}
          y={box.y}
          fontSize={box.size}
          fontWeight={box.bold ? 700 : 400}
          fill={TONES[box.tone]}
          textLength={box.width}
          lengthAdjust="spacingAndGlyphs"
          data-text={line ? box.text : undefined}
        >
          {box.text}
        </text>
      );
    case "line":
      return (
        <line
          x1={box.x1}
          y1={box.y1}
          x2={box.x2}
          y2={box.y2}
          stroke={TONES[box.tone]}
          strokeWidth={box.thickness}
          strokeDasharray={box.dash?.join(" ")}
          className="page-rule"
        />
      );
    case "rect":
      return (
        <rect x={box.x} y={box.y} width={box.width} height={box.height} fill="none" stroke="#000" strokeWidth={box.thickness} />
      );
    case "circle":
      return <circle cx={box.cx} cy={box.cy} r={box.r} fill="none" stroke="#000" strokeWidth={box.thickness} />;
    case "figure":
      // The figure's labels, in the order the PDF draws them, are how the figure reads on page 1.
      return (
        <g
          className="page-figure"
          transform={`translate(${box.x} ${box.y}) scale(${box.scale})`}
          data-text={box.drawing.shapes.flatMap((shape) => (shape.kind === "text" ? [shape.text] : [])).join(" ") || undefined}
        >
          {box.drawing.shapes.map((shape, index) => (
            <ShapeSvg key={index} shape={shape} />
          ))}
        </g>
      );
    case "span":
      return (
        <g data-text={box.text}>
          {box.boxes.map((inner, index) => (
            <Shape key={index} box={inner} line={false} />
          ))}
        </g>
      );
  }
}

export function PagePreview({ page }: { page: LaidPage }) {
  return (
    <svg className="page-preview" viewBox={`0 0 ${page.width} ${page.height}`} width={page.width} height={page.height}>
      {page.boxes.map((box, index) => (
        <Shape key={index} box={box} line />
      ))}
    </svg>
  );
}
