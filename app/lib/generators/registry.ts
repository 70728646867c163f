/**
 * Every generator, in the order they shipped. A generated worksheet's id follows from its place here,
 * so new generators are added at the end and none is ever removed or moved (tests/unit/generators.test.ts).
 */
import type { Generator } from "./generator";
import { addSubtractWithin20 } from "./skills/add-subtract-within-20";
import { tensAndOnes } from "./skills/tens-and-ones";
import { compareNumbers } from "./skills/compare-numbers";
import { countingSequences } from "./skills/counting-sequences";
import { multiplicationFacts } from "./skills/multiplication-facts";
import { divisionFacts } from "./skills/division-facts";
import { unknownInMultiplicationDivision } from "./skills/unknown-in-multiplication-division";
import { roundTo10And100 } from "./skills/round-to-10-and-100";
import { addSubtractWithin1000 } from "./skills/add-subtract-within-1000";
import { multiplyByMultiplesOf10 } from "./skills/multiply-by-multiples-of-10";
import { twoStepWordProblems } from "./skills/two-step-word-problems";
import { equivalentAndCompareFractions } from "./skills/equivalent-and-compare-fractions";
import { multiDigitMultiplication } from "./skills/multi-digit-multiplication";
import { longDivisionOneDigitDivisor } from "./skills/long-division-one-digit-divisor";
import { addSubtractMultiDigit } from "./skills/add-subtract-multi-digit";
import { placeValueAndRoundingToAMillion } from "./skills/place-value-and-rounding-to-a-million";
import { factorsMultiplesPrimes } from "./skills/factors-multiples-primes";
import { equivalentFractions } from "./skills/equivalent-fractions";
import { addSubtractFractionsUnlikeDenominators } from "./skills/add-subtract-fractions-unlike-denominators";
import { multiplyFractions } from "./skills/multiply-fractions";
import { divideUnitFractionsAndWholeNumbers } from "./skills/divide-unit-fractions-and-whole-numbers";
import { decimalOperations } from "./skills/decimal-operations";
import { powersOfTen } from "./skills/powers-of-ten";
import { orderOfOperations } from "./skills/order-of-operations";
import { volumeOfRectangularPrisms } from "./skills/volume-of-rectangular-prisms";
import { ratiosAndUnitRates } from "./skills/ratios-and-unit-rates";
import { percentOfAQuantity } from "./skills/percent-of-a-quantity";
import { divideFractionsByFractions } from "./skills/divide-fractions-by-fractions";
import { gcfAndLcm } from "./skills/gcf-and-lcm";
import { integersAndAbsoluteValue } from "./skills/integers-and-absolute-value";
import { evaluateExpressionsAndExponents } from "./skills/evaluate-expressions-and-exponents";
import { oneStepEquations } from "./skills/one-step-equations";
import { areaOfTrianglesAndPolygons } from "./skills/area-of-triangles-and-polygons";
import { meanMedianModeRange } from "./skills/mean-median-mode-range";
import { coordinatePlaneFirstQuadrant } from "./skills/coordinate-plane-first-quadrant";
import { volumeWithUnitCubes } from "./skills/volume-with-unit-cubes";
import { fractionsAsDivisionAndScaling } from "./skills/fractions-as-division-and-scaling";
import { decimalPlaceValue } from "./skills/decimal-place-value";
import { multiplyAndDivideMultiDigit } from "./skills/multiply-and-divide-multi-digit";
import { numericalPatternsAndExpressions } from "./skills/numerical-patterns-and-expressions";
import { classifyTwoDimensionalShapes } from "./skills/classify-two-dimensional-shapes";

export const GENERATORS: readonly Generator[] = [
  addSubtractWithin20,
  // Grades 3–4 (gen-34).
  multiplicationFacts,
  divisionFacts,
  unknownInMultiplicationDivision,
  roundTo10And100,
  addSubtractWithin1000,
  multiplyByMultiplesOf10,
  twoStepWordProblems,
  // Grades K–2.
  tensAndOnes,
  compareNumbers,
  countingSequences,
  // Grades 3–4 (gen-34), continued: after the generators already shipped, so no id moves.
  equivalentAndCompareFractions,
  multiDigitMultiplication,
  longDivisionOneDigitDivisor,
  addSubtractMultiDigit,
  placeValueAndRoundingToAMillion,
  factorsMultiplesPrimes,
  equivalentFractions,
  // Grades 5–6 (gen-56).
  addSubtractFractionsUnlikeDenominators,
  multiplyFractions,
  divideUnitFractionsAndWholeNumbers,
  decimalOperations,
  powersOfTen,
  orderOfOperations,
  volumeOfRectangularPrisms,
  ratiosAndUnitRates,
  percentOfAQuantity,
  divideFractionsByFractions,
  gcfAndLcm,
  integersAndAbsoluteValue,
  evaluateExpressionsAndExponents,
  oneStepEquations,
  areaOfTrianglesAndPolygons,
  meanMedianModeRange,
  // Grades 5–6, round 2 (gen-56b).
  coordinatePlaneFirstQuadrant,
  classifyTwoDimensionalShapes,
  numericalPatternsAndExpressions,
  multiplyAndDivideMultiDigit,
  decimalPlaceValue,
  fractionsAsDivisionAndScaling,
  volumeWithUnitCubes,
];

export function generatorBySlug(slug: string) {
  return GENERATORS.find((generator) => generator.slug === slug) ?? null;
}
