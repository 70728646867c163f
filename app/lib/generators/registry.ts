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
import { tellingTimeToFiveMinutes } from "./skills/telling-time-to-five-minutes";
import { countingMoney } from "./skills/counting-money";
import { measuringLength } from "./skills/measuring-length";
import { pictureGraphsBarGraphsLinePlots } from "./skills/picture-graphs-bar-graphs-line-plots";
import { placeValueTo1000 } from "./skills/place-value-to-1000";
import { addSubtractWithin1000WithModels } from "./skills/add-subtract-within-1000-with-models";
import { shapesAndEqualShares } from "./skills/shapes-and-equal-shares";
import { oddEvenAndArrays } from "./skills/odd-even-and-arrays";
import { countingObjectsTo20 } from "./skills/counting-objects-to-20";
import { comparingGroupsTo10 } from "./skills/comparing-groups-to-10";
import { addTakeAwayWithin10 } from "./skills/add-take-away-within-10";
import { teenNumbers } from "./skills/teen-numbers";
import { timeToTheHourAndHalfHour } from "./skills/time-to-the-hour-and-half-hour";
import { flatAndSolidShapes } from "./skills/flat-and-solid-shapes";
import { pictureGraphsAndTallyCharts } from "./skills/picture-graphs-and-tally-charts";
import { measuringAndComparingLengths } from "./skills/measuring-and-comparing-lengths";
import { addingWithin100WithTensAndOnes } from "./skills/adding-within-100-with-tens-and-ones";
import { addSubtractFractionsLikeDenominators } from "./skills/add-subtract-fractions-like-denominators";
import { multiplyFractionByWholeNumber } from "./skills/multiply-fraction-by-whole-number";
import { tenthsAndHundredths } from "./skills/tenths-and-hundredths";
import { areaAndPerimeter } from "./skills/area-and-perimeter";
import { elapsedTime } from "./skills/elapsed-time";
import { angles } from "./skills/angles";
import { fractionsOnANumberLine } from "./skills/fractions-on-a-number-line";
import { multiplicativeComparison } from "./skills/multiplicative-comparison";
import { measurementConversions } from "./skills/measurement-conversions";
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
  // Grade 2, with figures (gen-2).
  tellingTimeToFiveMinutes,
  countingMoney,
  measuringLength,
  pictureGraphsBarGraphsLinePlots,
  placeValueTo1000,
  addSubtractWithin1000WithModels,
  shapesAndEqualShares,
  oddEvenAndArrays,
  // Kindergarten and grade 1, with figures (gen-k1).
  countingObjectsTo20,
  comparingGroupsTo10,
  addTakeAwayWithin10,
  teenNumbers,
  timeToTheHourAndHalfHour,
  flatAndSolidShapes,
  pictureGraphsAndTallyCharts,
  measuringAndComparingLengths,
  addingWithin100WithTensAndOnes,
  // Grades 3–4, with figures (gen-34b).
  addSubtractFractionsLikeDenominators,
  multiplyFractionByWholeNumber,
  tenthsAndHundredths,
  areaAndPerimeter,
  elapsedTime,
  angles,
  fractionsOnANumberLine,
  multiplicativeComparison,
  measurementConversions,
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
