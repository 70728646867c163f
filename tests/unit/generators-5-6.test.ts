/** The property run of generated practice (tests/support/generator-properties.ts) for the generators of grades 5–6. */
import { describeGeneratorProperties } from "../support/generator-properties";

describeGeneratorProperties("grades 5–6");
