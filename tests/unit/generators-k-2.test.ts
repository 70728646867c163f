/** The property run of generated practice (tests/support/generator-properties.ts) for the generators of K–2. */
import { describeGeneratorProperties } from "../support/generator-properties";

describeGeneratorProperties("K–2");
