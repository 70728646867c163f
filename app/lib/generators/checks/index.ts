/** Each generator's independent checker, by slug: used by the property tests, never by the pages. */
import type { GeneratedSheet, Level } from "../generator";
import { checkAddSubtractWithin20 } from "./add-subtract-within-20";
import { checkMultiplicationFacts } from "./multiplication-facts";
import { checkDivisionFacts } from "./division-facts";
import { checkUnknownInMultiplicationDivision } from "./unknown-in-multiplication-division";
import { checkRoundTo10And100 } from "./round-to-10-and-100";
import { checkAddSubtractWithin1000 } from "./add-subtract-within-1000";
import { checkMultiplyByMultiplesOf10 } from "./multiply-by-multiples-of-10";
import { checkTwoStepWordProblems } from "./two-step-word-problems";
import { checkEquivalentAndCompareFractions } from "./equivalent-and-compare-fractions";
import { checkMultiDigitMultiplication } from "./multi-digit-multiplication";
import { checkLongDivisionOneDigitDivisor } from "./long-division-one-digit-divisor";
import { checkAddSubtractMultiDigit } from "./add-subtract-multi-digit";
import { checkPlaceValueAndRoundingToAMillion } from "./place-value-and-rounding-to-a-million";
import { checkFactorsMultiplesPrimes } from "./factors-multiples-primes";
import { checkEquivalentFractions } from "./equivalent-fractions";
import { checkTensAndOnes } from "./tens-and-ones";
import { checkCompareNumbers } from "./compare-numbers";
import { checkCountingSequences } from "./counting-sequences";
import { checkAddSubtractFractionsUnlikeDenominators } from "./add-subtract-fractions-unlike-denominators";
import { checkMultiplyFractions } from "./multiply-fractions";
import { checkDivideUnitFractionsAndWholeNumbers } from "./divide-unit-fractions-and-whole-numbers";
import { checkDecimalOperations } from "./decimal-operations";
import { checkPowersOfTen } from "./powers-of-ten";
import { checkOrderOfOperations } from "./order-of-operations";
import { checkVolumeOfRectangularPrisms } from "./volume-of-rectangular-prisms";
import { checkRatiosAndUnitRates } from "./ratios-and-unit-rates";
import { checkPercentOfAQuantity } from "./percent-of-a-quantity";
import { checkDivideFractionsByFractions } from "./divide-fractions-by-fractions";
import { checkGcfAndLcm } from "./gcf-and-lcm";
import { checkIntegersAndAbsoluteValue } from "./integers-and-absolute-value";
import { checkEvaluateExpressionsAndExponents } from "./evaluate-expressions-and-exponents";
import { checkOneStepEquations } from "./one-step-equations";
import { checkAreaOfTrianglesAndPolygons } from "./area-of-triangles-and-polygons";
import { checkMeanMedianModeRange } from "./mean-median-mode-range";
import { checkTellingTimeToFiveMinutes } from "./telling-time-to-five-minutes";
import { checkCountingMoney } from "./counting-money";
import { checkMeasuringLength } from "./measuring-length";
import { checkPictureGraphsBarGraphsLinePlots } from "./picture-graphs-bar-graphs-line-plots";
import { checkPlaceValueTo1000 } from "./place-value-to-1000";
import { checkAddSubtractWithin1000WithModels } from "./add-subtract-within-1000-with-models";
import { checkShapesAndEqualShares } from "./shapes-and-equal-shares";
import { checkOddEvenAndArrays } from "./odd-even-and-arrays";
import { checkCountingObjectsTo20 } from "./counting-objects-to-20";
import { checkComparingGroupsTo10 } from "./comparing-groups-to-10";
import { checkAddTakeAwayWithin10 } from "./add-take-away-within-10";
import { checkTeenNumbers } from "./teen-numbers";
import { checkTimeToTheHourAndHalfHour } from "./time-to-the-hour-and-half-hour";
import { checkFlatAndSolidShapes } from "./flat-and-solid-shapes";
import { checkPictureGraphsAndTallyCharts } from "./picture-graphs-and-tally-charts";
import { checkMeasuringAndComparingLengths } from "./measuring-and-comparing-lengths";
import { checkAddingWithin100WithTensAndOnes } from "./adding-within-100-with-tens-and-ones";
import { checkAddSubtractFractionsLikeDenominators } from "./add-subtract-fractions-like-denominators";
import { checkMultiplyFractionByWholeNumber } from "./multiply-fraction-by-whole-number";
import { checkTenthsAndHundredths } from "./tenths-and-hundredths";
import { checkAreaAndPerimeter } from "./area-and-perimeter";
import { checkElapsedTime } from "./elapsed-time";
import { checkAngles } from "./angles";
import { checkFractionsOnANumberLine } from "./fractions-on-a-number-line";
import { checkMultiplicativeComparison } from "./multiplicative-comparison";
import { checkMeasurementConversions } from "./measurement-conversions";
import { checkCoordinatePlaneFirstQuadrant } from "./coordinate-plane-first-quadrant";
import { checkVolumeWithUnitCubes } from "./volume-with-unit-cubes";
import { checkFractionsAsDivisionAndScaling } from "./fractions-as-division-and-scaling";
import { checkDecimalPlaceValue } from "./decimal-place-value";
import { checkMultiplyAndDivideMultiDigit } from "./multiply-and-divide-multi-digit";
import { checkNumericalPatternsAndExpressions } from "./numerical-patterns-and-expressions";
import { checkClassifyTwoDimensionalShapes } from "./classify-two-dimensional-shapes";

export type Checker = (sheet: GeneratedSheet, level: Level) => string[];

export const CHECKERS: Record<string, Checker> = {
  "add-subtract-within-20": checkAddSubtractWithin20,
  "multiplication-facts": checkMultiplicationFacts,
  "division-facts": checkDivisionFacts,
  "unknown-in-multiplication-division": checkUnknownInMultiplicationDivision,
  "round-to-10-and-100": checkRoundTo10And100,
  "add-subtract-within-1000": checkAddSubtractWithin1000,
  "multiply-by-multiples-of-10": checkMultiplyByMultiplesOf10,
  "two-step-word-problems": checkTwoStepWordProblems,
  "tens-and-ones": checkTensAndOnes,
  "compare-numbers": checkCompareNumbers,
  "counting-sequences": checkCountingSequences,
  "equivalent-and-compare-fractions": checkEquivalentAndCompareFractions,
  "multi-digit-multiplication": checkMultiDigitMultiplication,
  "long-division-one-digit-divisor": checkLongDivisionOneDigitDivisor,
  "add-subtract-multi-digit": checkAddSubtractMultiDigit,
  "place-value-and-rounding-to-a-million": checkPlaceValueAndRoundingToAMillion,
  "factors-multiples-primes": checkFactorsMultiplesPrimes,
  "equivalent-fractions": checkEquivalentFractions,
  "add-subtract-fractions-unlike-denominators": checkAddSubtractFractionsUnlikeDenominators,
  "multiply-fractions": checkMultiplyFractions,
  "divide-unit-fractions-and-whole-numbers": checkDivideUnitFractionsAndWholeNumbers,
  "decimal-operations": checkDecimalOperations,
  "powers-of-ten": checkPowersOfTen,
  "order-of-operations": checkOrderOfOperations,
  "volume-of-rectangular-prisms": checkVolumeOfRectangularPrisms,
  "ratios-and-unit-rates": checkRatiosAndUnitRates,
  "percent-of-a-quantity": checkPercentOfAQuantity,
  "divide-fractions-by-fractions": checkDivideFractionsByFractions,
  "gcf-and-lcm": checkGcfAndLcm,
  "integers-and-absolute-value": checkIntegersAndAbsoluteValue,
  "evaluate-expressions-and-exponents": checkEvaluateExpressionsAndExponents,
  "one-step-equations": checkOneStepEquations,
  "area-of-triangles-and-polygons": checkAreaOfTrianglesAndPolygons,
  "mean-median-mode-range": checkMeanMedianModeRange,
  // Grade 2, with figures (gen-2).
  "telling-time-to-five-minutes": checkTellingTimeToFiveMinutes,
  "counting-money": checkCountingMoney,
  "measuring-length": checkMeasuringLength,
  "picture-graphs-bar-graphs-line-plots": checkPictureGraphsBarGraphsLinePlots,
  "place-value-to-1000": checkPlaceValueTo1000,
  "add-subtract-within-1000-with-models": checkAddSubtractWithin1000WithModels,
  "shapes-and-equal-shares": checkShapesAndEqualShares,
  "odd-even-and-arrays": checkOddEvenAndArrays,
  // Kindergarten and grade 1 (gen-k1).
  "counting-objects-to-20": checkCountingObjectsTo20,
  "comparing-groups-to-10": checkComparingGroupsTo10,
  "add-take-away-within-10": checkAddTakeAwayWithin10,
  "teen-numbers": checkTeenNumbers,
  "time-to-the-hour-and-half-hour": checkTimeToTheHourAndHalfHour,
  "flat-and-solid-shapes": checkFlatAndSolidShapes,
  "picture-graphs-and-tally-charts": checkPictureGraphsAndTallyCharts,
  "measuring-and-comparing-lengths": checkMeasuringAndComparingLengths,
  "adding-within-100-with-tens-and-ones": checkAddingWithin100WithTensAndOnes,
  // Grades 3–4, with figures (gen-34b).
  "add-subtract-fractions-like-denominators": checkAddSubtractFractionsLikeDenominators,
  "multiply-fraction-by-whole-number": checkMultiplyFractionByWholeNumber,
  "tenths-and-hundredths": checkTenthsAndHundredths,
  "area-and-perimeter": checkAreaAndPerimeter,
  "elapsed-time": checkElapsedTime,
  angles: checkAngles,
  "fractions-on-a-number-line": checkFractionsOnANumberLine,
  "multiplicative-comparison": checkMultiplicativeComparison,
  "measurement-conversions": checkMeasurementConversions,
  // Grades 5–6, round 2 (gen-56b).
  "coordinate-plane-first-quadrant": checkCoordinatePlaneFirstQuadrant,
  "classify-two-dimensional-shapes": checkClassifyTwoDimensionalShapes,
  "numerical-patterns-and-expressions": checkNumericalPatternsAndExpressions,
  "multiply-and-divide-multi-digit": checkMultiplyAndDivideMultiDigit,
  "decimal-place-value": checkDecimalPlaceValue,
  "fractions-as-division-and-scaling": checkFractionsAsDivisionAndScaling,
  "volume-with-unit-cubes": checkVolumeWithUnitCubes,
};
