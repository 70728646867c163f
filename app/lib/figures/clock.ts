/**
 * The analog clock: a face with 60 minute ticks and the numbers 1–12, a short broad hour hand and a
 * long narrow minute hand computed from the stated time (the hour hand moves on between the hours, as
 * a real one does), and its text alternative in the words a child learns ("half past 7").
 */
import type { Drawing, Shape } from "./drawing.ts";
import { centredText, circle, line, polygonPath, r2, SMALL } from "./kit.ts";
import type { FigureOf } from "./schema.ts";

function timeOf(figure: FigureOf<"clock">) {
  const [hours, minutes] = figure.time.split(":").map(Number) as [number, number];
  return { hours, minutes };
}

/** A hand as a slim kite from the centre towards `angle` (degrees clockwise from 12). */
function hand(cx: number, cy: number, angle: number, length: number, halfWidth: number): Shape {
  const radians = (angle * Math.PI) / 180;
  const along = (distance: number, side: number) =>
    [
      cx + distance * Math.sin(radians) + side * Math.cos(radians),
      cy - distance * Math.cos(radians) + side * Math.sin(radians),
    ] as const;
  return polygonPath(
    [along(-length * 0.12, 0), along(length * 0.2, halfWidth), along(length, 0), along(length * 0.2, -halfWidth)],
    {
      fill: "ink",
      lineWidth: 0.5,
    },
  );
}

export function drawClock(figure: FigureOf<"clock">): Drawing {
  const { hours, minutes } = timeOf(figure);
  const outer = figure.minuteNumbers ? 16 : 0;
  const radius = 62;
  const size = 2 * (radius + outer) + 8;
  const c = size / 2;
  const shapes: Shape[] = [circle(c, c, radius, { lineWidth: 2.5 })];
  for (let tick = 0; tick < 60; tick++) {
    const angle = (tick * Math.PI) / 30;
    const hourTick = tick % 5 === 0;
    const inner = radius - (hourTick ? 8 : 4);
    const edge = radius - 1.5;
    shapes.push(
      line(c + inner * Math.sin(angle), c - inner * Math.cos(angle), c + edge * Math.sin(angle), c - edge * Math.cos(angle), {
        lineWidth: hourTick ? 1.8 : 0.8,
      }),
    );
  }
  for (let number = 1; number <= 12; number++) {
    const angle = (number * Math.PI) / 6;
    const at = radius - 18;
    shapes.push(centredText(c + at * Math.sin(angle), c - at * Math.cos(angle), String(number), { size: 13, weight: "bold" }));
    if (figure.minuteNumbers) {
      const out = radius + 10;
      const label = String((number * 5) % 60).padStart(2, "0");
      shapes.push(centredText(c + out * Math.sin(angle), c - out * Math.cos(angle), label, { size: SMALL, fill: "soft" }));
    }
  }
  const hourAngle = ((hours % 12) + minutes / 60) * 30;
  // The minute hand stops short of the numerals so it never hides the number it points at; the hour hand is
  // shorter and broader, so the two never look alike.
  shapes.push(
    hand(c, c, hourAngle, radius * 0.45, 4.4),
    hand(c, c, minutes * 6, radius - 24, 2.6),
    circle(c, c, 3.5, { fill: "ink" }),
  );
  return { width: r2(size), height: r2(size), shapes };
}

/** The time in a child's words: "7 o'clock", "half past 7", "quarter to 8", "20 minutes past 7". */
export function timeInWords(time: string) {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const next = (hours % 12) + 1;
  if (minutes === 0) return `${hours} o'clock`;
  if (minutes === 30) return `half past ${hours}`;
  if (minutes === 15) return `quarter past ${hours}`;
  if (minutes === 45) return `quarter to ${next}`;
  if (minutes < 30) return `${minutes} ${minutes === 1 ? "minute" : "minutes"} past ${hours}`;
  return `${60 - minutes} ${60 - minutes === 1 ? "minute" : "minutes"} to ${next}`;
}

export function clockAlt(figure: FigureOf<"clock">) {
  return `An analog clock showing ${timeInWords(figure.time)} (${figure.time}).`;
}
