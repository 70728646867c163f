/** The part of text-readability (which ships no types) that the catalogue tests use. */
declare module "text-readability" {
  const readability: { fleschKincaidGrade(text: string): number };
  export default readability;
}
