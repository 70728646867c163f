/**
 * The one entry to figures: `drawFigure` turns any catalogue figure into its Drawing and `figureAlt`
 * into its complete text alternative, each by the figure's family module. The page (inline SVG), the
 * browser print and the PDF all draw this Drawing, so they cannot disagree (docs/decisions/0029).
 */
import { angleAlt, circleAlt, drawAngle, drawCircle, drawPolygon, drawTriangle, polygonAlt, triangleAlt } from "./shapes.ts";
import { anglesAtPointAlt, drawAnglesAtPoint } from "./angles-at-point.ts";
import { areaModelAlt, arrayAlt, drawArray, drawAreaModel } from "./arrays.ts";
import { baseTenAlt, drawBaseTen } from "./base-ten.ts";
import { clockAlt, drawClock } from "./clock.ts";
import { contourMapAlt, drawContourMap } from "./contour-map.ts";
import { coordinateGridAlt, drawCoordinateGrid } from "./coordinate-grid.ts";
import type { Drawing } from "./drawing.ts";
import { drawFractionModel, fractionModelAlt } from "./fraction-models.ts";
import {
  barGraphAlt,
  drawBarGraph,
  drawLinePlot,
  drawPictograph,
  drawTallyChart,
  linePlotAlt,
  pictographAlt,
  tallyChartAlt,
} from "./graphs.ts";
import { drawMap, mapAlt } from "./map.ts";
import { drawMeasuringJug, drawRuler, drawThermometer, measuringJugAlt, rulerAlt, thermometerAlt } from "./measuring.ts";
import { currencyAlt, drawCurrency, drawMoney, moneyAlt } from "./money.ts";
import { drawNumberLine, numberLineAlt } from "./number-line.ts";
import type { Figure, FigureOf, FigureType } from "./schema.ts";
import { drawSolid, solidAlt } from "./solids.ts";
import { dataTableAlt, drawDataTable } from "./table.ts";
import { drawTenFrame, tenFrameAlt } from "./ten-frame.ts";

interface Family<T extends FigureType> {
  draw: (figure: FigureOf<T>) => Drawing;
  alt: (figure: FigureOf<T>) => string;
}

const FAMILIES: { [T in FigureType]: Family<T> } = {
  clock: { draw: drawClock, alt: clockAlt },
  money: { draw: drawMoney, alt: moneyAlt },
  currency: { draw: drawCurrency, alt: currencyAlt },
  "number-line": { draw: drawNumberLine, alt: numberLineAlt },
  "fraction-model": { draw: drawFractionModel, alt: fractionModelAlt },
  array: { draw: drawArray, alt: arrayAlt },
  "area-model": { draw: drawAreaModel, alt: areaModelAlt },
  "base-ten": { draw: drawBaseTen, alt: baseTenAlt },
  "ten-frame": { draw: drawTenFrame, alt: tenFrameAlt },
  "bar-graph": { draw: drawBarGraph, alt: barGraphAlt },
  pictograph: { draw: drawPictograph, alt: pictographAlt },
  "tally-chart": { draw: drawTallyChart, alt: tallyChartAlt },
  "line-plot": { draw: drawLinePlot, alt: linePlotAlt },
  "data-table": { draw: drawDataTable, alt: dataTableAlt },
  polygon: { draw: drawPolygon, alt: polygonAlt },
  angle: { draw: drawAngle, alt: angleAlt },
  "angles-at-point": { draw: drawAnglesAtPoint, alt: anglesAtPointAlt },
  triangle: { draw: drawTriangle, alt: triangleAlt },
  circle: { draw: drawCircle, alt: circleAlt },
  solid: { draw: drawSolid, alt: solidAlt },
  "coordinate-grid": { draw: drawCoordinateGrid, alt: coordinateGridAlt },
  ruler: { draw: drawRuler, alt: rulerAlt },
  thermometer: { draw: drawThermometer, alt: thermometerAlt },
  "measuring-jug": { draw: drawMeasuringJug, alt: measuringJugAlt },
  map: { draw: drawMap, alt: mapAlt },
  "contour-map": { draw: drawContourMap, alt: contourMapAlt },
};

function familyOf<T extends FigureType>(figure: FigureOf<T>): Family<T> {
  return FAMILIES[figure.type as T];
}

export function drawFigure(figure: Figure): Drawing {
  return familyOf(figure).draw(figure);
}

export function figureAlt(figure: Figure): string {
  return familyOf(figure).alt(figure);
}
