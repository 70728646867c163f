/**
 * The fields a student answers one slot with (a question, or a part of one), for every question type:
 * a text box (a numeric keypad for numbers), options to choose, gaps to fill, pairs to match, steps
 * to number. The same fields serve the practice quiz and a class assignment, with and without
 * JavaScript: their names (app/lib/questions/responses.ts) are what the server checks. Locked fields
 * (an answer already checked) are read-only, and the values of locked choices are carried in hidden
 * fields, since a disabled control is not posted.
 */
import type { Response } from "~/lib/questions/check";
import type { FieldUnit } from "~/lib/questions/public-shape";
import { fieldName, FIELD_MAX_LENGTH } from "~/lib/questions/responses";
import { LETTERS } from "~/lib/questions/slots";
import { FigureSvg } from "./figure-svg";
import { LetteredList } from "./lettered-list";

export interface AnswerFieldsProps {
  slot: { key: string; unit: FieldUnit };
  /** The prompt as its label shows it: "a) 3/4 + 1/8" for a part. */
  prompt: string;
  response: Response;
  /** Controlled fields report each change; without it they are plain form fields. */
  onChange?: (response: Response) => void;
  locked?: boolean;
  /** Extra description for the main field (the result shown under it). */
  describedBy?: string;
  /** A short answer that does not fit one line gets a text area (assignments: a sentence or more). */
  multiline?: boolean;
}

/** The instruction before the options, as fits the medium (the screen): "Choose", "Type", "Write". */
export function fieldHint(unit: FieldUnit): string | null {
  switch (unit.type) {
    case "choice":
      return unit.multiple ? "Choose all that are right." : "Choose one answer.";
    case "truefalse":
      return "Choose True or False.";
    case "number":
      return unit.unit && unit.unitRequired ? `Type a number and its unit.` : "Type a number.";
    case "blanks":
      return unit.bank ? "Type a word from the word bank in each gap." : "Type a word in each gap.";
    case "match":
      return "Choose the letter that goes with each one.";
    case "order":
      return "Number the steps in order, starting from 1.";
    case "long":
      return "Write your answer, then compare it with the model answer.";
    default:
      return null;
  }
}

function replaceAt(response: Response, index: number, value: string): string[] {
  const next = [...response];
  while (next.length <= index) next.push("");
  next[index] = value;
  return next;
}

export function AnswerFields({ slot, prompt, response, onChange, locked = false, describedBy, multiline }: AnswerFieldsProps) {
  const { unit } = slot;
  const id = `answer-${slot.key}`;
  const hintId = `${id}-hint`;
  const hint = fieldHint(unit);
  const hintElement = hint ? (
    <p id={hintId} className="field-hint">
      {hint}
    </p>
  ) : null;
  const figureId = `${id}-figure`;
  // A text box's label is only its prompt: the figure it is read from describes it.
  const describe = [unit.figure ? figureId : "", hint ? hintId : "", describedBy ?? ""].filter(Boolean).join(" ") || undefined;
  const figure = unit.figure ? <FigureSvg figure={unit.figure} id={figureId} /> : null;
  const value = (index: number) => response[index] ?? "";
  const set = (index: number, next: string) => onChange?.(replaceAt(response, index, next));
  const controlled = onChange !== undefined;
  const textProps = (index: number) =>
    controlled
      ? { value: value(index), onChange: (event: { target: { value: string } }) => set(index, event.target.value) }
      : { defaultValue: value(index) };

  switch (unit.type) {
    case "choice":
    case "truefalse": {
      const options =
        unit.type === "choice"
          ? unit.options.map((option, i) => ({
              value: LETTERS[i],
              text: option,
              letter: LETTERS[i],
              figure: unit.optionFigures?.[i] ?? null,
            }))
          : [
              { value: "true", text: "True", letter: null, figure: null },
              { value: "false", text: "False", letter: null, figure: null },
            ];
      const multiple = unit.type === "choice" && unit.multiple;
      return (
        <fieldset className="answer-fieldset" aria-describedby={describe}>
          <legend className="question-text">{prompt}</legend>
          {figure}
          {hintElement}
          <div className={`choices${unit.type === "truefalse" ? " choices-row" : ""}`}>
            {options.map((option) => {
              const chosen = response.includes(option.value);
              return (
                <label key={option.value} className="choice">
                  <input
                    type={multiple ? "checkbox" : "radio"}
                    name={fieldName(slot)}
                    value={option.value}
                    disabled={locked}
                    {...(controlled
                      ? {
                          checked: chosen,
                          onChange: (event: { target: { checked: boolean } }) =>
                            onChange(
                              multiple
                                ? event.target.checked
                                  ? [...response.filter((v) => v !== option.value), option.value].sort()
                                  : response.filter((v) => v !== option.value)
                                : [option.value],
                            ),
                        }
                      : { defaultChecked: chosen })}
                  />
                  {option.letter ? (
                    <span className="choice-letter" aria-hidden="true">
                      {option.letter}
                    </span>
                  ) : null}
                  <span>
                    {option.letter ? <span className="visually-hidden">{option.letter}: </span> : null}
                    {option.text}
                  </span>
                  {option.figure ? <FigureSvg figure={option.figure} className="option-figure" /> : null}
                </label>
              );
            })}
          </div>
          {locked ? response.map((chosen) => <input key={chosen} type="hidden" name={fieldName(slot)} value={chosen} />) : null}
        </fieldset>
      );
    }
    case "blanks": {
      const pieces = unit.text.split(/_{3,}/);
      return (
        <fieldset className="answer-fieldset" aria-describedby={describe}>
          <legend className="question-text">{prompt}</legend>
          {figure}
          {hintElement}
          {unit.bank ? (
            <p className="word-bank">
              <span className="answer-label">Word bank: </span>
              {unit.bank.join(" · ")}
            </p>
          ) : null}
          <p className="blanks-text">
            {pieces.map((piece, index) => (
              <span key={index}>
                {piece}
                {index < pieces.length - 1 ? (
                  <input
                    type="text"
                    className="gap-input"
                    name={fieldName(slot, index)}
                    aria-label={`Gap ${index + 1} of ${pieces.length - 1}`}
                    autoComplete="off"
                    autoCapitalize="off"
                    spellCheck={false}
                    maxLength={FIELD_MAX_LENGTH}
                    readOnly={locked}
                    {...textProps(index)}
                  />
                ) : null}
              </span>
            ))}
          </p>
        </fieldset>
      );
    }
    case "match": {
      return (
        <fieldset className="answer-fieldset" aria-describedby={describe}>
          <legend className="question-text">{prompt}</legend>
          {figure}
          {hintElement}
          <LetteredList items={unit.right} className="match-options" />
          <ol className="match-rows">
            {unit.left.map((left, row) => (
              <li key={row}>
                <label htmlFor={`${id}-${row}`}>{left}</label>
                <Select
                  id={`${id}-${row}`}
                  name={fieldName(slot, row)}
                  choices={unit.right.map((_, shown) => LETTERS[shown])}
                  value={value(row)}
                  locked={locked}
                  onChange={controlled ? (next) => set(row, next) : undefined}
                />
              </li>
            ))}
          </ol>
        </fieldset>
      );
    }
    case "order": {
      const positions = unit.steps.map((_, i) => String(i + 1));
      return (
        <fieldset className="answer-fieldset" aria-describedby={describe}>
          <legend className="question-text">{prompt}</legend>
          {figure}
          {hintElement}
          <ul className="order-rows">
            {unit.steps.map((step, shown) => (
              <li key={shown}>
                <Select
                  id={`${id}-${shown}`}
                  name={fieldName(slot, shown)}
                  choices={positions}
                  value={value(shown)}
                  locked={locked}
                  onChange={controlled ? (next) => set(shown, next) : undefined}
                />
                <label htmlFor={`${id}-${shown}`}>{step}</label>
              </li>
            ))}
          </ul>
        </fieldset>
      );
    }
    default: {
      const long = unit.type === "long" || (multiline === true && unit.type === "short" && !unit.oneLine);
      // A short answer that is a plain number gets a number's box and keypad.
      const numeric = unit.type === "short" && unit.keypad === "decimal";
      const common = {
        id,
        name: fieldName(slot),
        autoComplete: "off",
        spellCheck: false,
        maxLength: FIELD_MAX_LENGTH,
        readOnly: locked,
        "aria-describedby": describe,
        ...textProps(0),
      };
      return (
        <div className="answer-field">
          <label htmlFor={id} className="question-text">
            {prompt}
          </label>
          {figure}
          {hintElement}
          <div className="answer-row">
            {long ? (
              <textarea rows={unit.type === "long" ? 5 : 3} {...common} />
            ) : (
              <input
                type="text"
                inputMode={numeric ? "decimal" : unit.type === "number" ? unit.keypad : undefined}
                autoCapitalize={unit.type === "number" || numeric ? "off" : undefined}
                className={unit.type === "number" || numeric ? "number-input" : undefined}
                {...common}
              />
            )}
            {unit.type === "number" && unit.unit ? <span className="answer-unit">{unit.unit}</span> : null}
          </div>
        </div>
      );
    }
  }
}

/** A select with an empty first choice; a locked one is shown disabled with its value in a hidden field. */
function Select({
  id,
  name,
  choices,
  value,
  locked,
  onChange,
}: {
  id: string;
  name: string;
  choices: string[];
  value: string;
  locked: boolean;
  onChange?: (value: string) => void;
}) {
  return (
    <>
      <select
        id={id}
        name={locked ? undefined : name}
        disabled={locked}
        {...(onChange
          ? { value, onChange: (event: { target: { value: string } }) => onChange(event.target.value) }
          : { defaultValue: value })}
      >
        <option value="">–</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
      {locked ? <input type="hidden" name={name} value={value} /> : null}
    </>
  );
}
