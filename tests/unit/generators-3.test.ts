/** The property run of generated practice (tests/support/generator-properties.ts) for the generators of grade 3. */
import { describeGeneratorProperties } from "../support/generator-properties";

describeGeneratorProperties("grade 3");
