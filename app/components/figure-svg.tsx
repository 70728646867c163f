/**
 * A figure on the page: its Drawing as inline SVG, the same picture the PDF draws, with the generated
 * text alternative as the image's name (role="img" and aria-label, repeated as <title> for a tooltip).
 * Sized in points converted to CSS pixels and capped at the column width, so it scales down on a phone;
 * text takes the page's font. No JavaScript: it is plain markup the server renders.
 */
import { INK_RGB, type Drawing, type Ink, type Shape } from "~/lib/figures/drawing";
import { drawFigure, figureAlt } from "~/lib/figures/figure";
import type { Figure } from "~/lib/figures/schema";

function paint(ink: Ink | undefined) {
  if (!ink || ink === "none") return "none";
  const [r, g, b] = INK_RGB[ink];
  return `rgb(${Math.round(r * 255)} ${Math.round(g * 255)} ${Math.round(b * 255)})`;
}

function strokeOf(shape: Exclude<Shape, { kind: "text" }>) {
  return {
    stroke: paint(shape.stroke ?? "ink"),
    strokeWidth: shape.lineWidth ?? 1,
    strokeDasharray: shape.dash?.join(" "),
  };
}

/** One shape of a drawing; the printable's page preview (./page-preview.tsx) draws figures with it too. */
export function ShapeSvg({ shape }: { shape: Shape }) {
  switch (shape.kind) {
    case "line":
      return <line x1={shape.x1} y1={shape.y1} x2={shape.x2} y2={shape.y2} {...strokeOf(shape)} />;
    case "rect":
      return (
        <rect x={shape.x} y={shape.y} width={shape.width} height={shape.height} fill={paint(shape.fill)} {...strokeOf(shape)} />
      );
    case "circle":
      return <circle cx={shape.cx} cy={shape.cy} r={shape.r} fill={paint(shape.fill)} {...strokeOf(shape)} />;
    case "path":
      return <path d={shape.d} fill={paint(shape.fill)} strokeLinejoin="round" {...strokeOf(shape)} />;
    case "text":
      return (
        <text
          x={shape.x}
          y={shape.y}
          fontSize={shape.size}
          textAnchor={shape.anchor ?? "start"}
          fontWeight={shape.weight === "bold" ? 700 : 400}
          fill={paint(shape.fill ?? "ink")}
        >
          {shape.text}
        </text>
      );
  }
}

/** 1 pt is 4/3 CSS px: a figure is as large on screen as in print, until the column is narrower. */
const PX_PER_PT = 4 / 3;

export function DrawingSvg({ drawing, alt, className, id }: { drawing: Drawing; alt: string; className?: string; id?: string }) {
  return (
    <svg
      id={id}
      className={className ? `figure ${className}` : "figure"}
      role="img"
      aria-label={alt}
      viewBox={`0 0 ${drawing.width} ${drawing.height}`}
      width={Math.round(drawing.width * PX_PER_PT)}
      height={Math.round(drawing.height * PX_PER_PT)}
      xmlns="http://www.w3.org/2000/svg"
    >
      <title>{alt}</title>
      {drawing.shapes.map((shape, index) => (
        <ShapeSvg key={index} shape={shape} />
      ))}
    </svg>
  );
}

export function FigureSvg({ figure, className, id }: { figure: Figure; className?: string; id?: string }) {
  return <DrawingSvg drawing={drawFigure(figure)} alt={figureAlt(figure)} className={className} id={id} />;
}
