/**
 * A question as a worksheet page shows it to read: the prompt with what the student answers from
 * (its figure, lettered options with theirs, the gapped text and its word bank, the two columns to
 * match, the steps to order, lettered parts), and the model answer behind a reveal button. The quiz and class pages use
 * AnswerFields instead, to answer online; print and PDF have their own layout (student-sheet.tsx).
 */
import type { Answerable, Example, Question } from "~/lib/questions/model";
import { hasParts } from "~/lib/questions/kinds";
import { matchOrder, partLetter, stepOrder } from "~/lib/questions/slots";
import { answerText, questionText } from "~/lib/questions/text";
import { FigureSvg } from "./figure-svg";
import { LetteredList } from "./lettered-list";
import { ReadAloud } from "./read-aloud";

function Material({ unit }: { unit: Answerable }) {
  switch (unit.type) {
    case "choice":
      return <LetteredList items={unit.options} figures={unit.optionFigures} className="view-options" />;
    case "truefalse":
      return <p className="field-hint">True or false?</p>;
    case "blanks":
      return (
        <>
          {unit.bank ? (
            <p className="word-bank">
              <span className="answer-label">Word bank: </span>
              {unit.bank.join(" · ")}
            </p>
          ) : null}
          <p className="blanks-text">{unit.text.replace(/_{3,}/g, "________")}</p>
        </>
      );
    case "match": {
      const order = matchOrder(unit);
      return (
        <div className="view-match">
          <ol>
            {unit.pairs.map((pair, i) => (
              <li key={i}>{pair.left}</li>
            ))}
          </ol>
          <LetteredList items={order.map((pair) => unit.pairs[pair].right)} className="view-match-right" />
        </div>
      );
    }
    case "order":
      return (
        <ul className="view-steps">
          {stepOrder(unit).map((step) => (
            <li key={step}>{unit.steps[step]}</li>
          ))}
        </ul>
      );
    default:
      return null;
  }
}

function Unit({ unit, label }: { unit: Answerable; label?: string }) {
  return (
    <>
      <p className="question-text">
        {label ? <span className="part-label">{label} </span> : null}
        {unit.question}
      </p>
      {unit.figure ? <FigureSvg figure={unit.figure} /> : null}
      <Material unit={unit} />
    </>
  );
}

export function WorkedExample({ example }: { example: Example }) {
  return (
    <section className="worked-example" aria-labelledby="worked-example">
      <h2 id="worked-example">Worked example</h2>
      <p className="question-text">{example.question}</p>
      {example.figure ? <FigureSvg figure={example.figure} /> : null}
      <p className="answer">{example.answer}</p>
    </section>
  );
}

export function QuestionView({
  question,
  index,
  showAnswer,
  readAloud,
}: {
  question: Question;
  index: number;
  showAnswer: boolean;
  readAloud: boolean;
}) {
  return (
    <>
      {readAloud ? (
        <ReadAloud text={questionText(question).replace(/_{3,}/g, " blank ")} label={`question ${index + 1}`} />
      ) : null}
      {hasParts(question) ? (
        <>
          <p className="question-text">{question.question}</p>
          {question.figure ? <FigureSvg figure={question.figure} /> : null}
          <ol className="view-parts">
            {question.parts.map((part, i) => (
              <li key={i}>
                <Unit unit={part} label={`${partLetter(i)})`} />
              </li>
            ))}
          </ol>
        </>
      ) : (
        <Unit unit={question} />
      )}
      <details open={showAnswer}>
        <summary>
          <span className="when-closed">Show answer</span>
          <span className="when-open">Hide answer</span>
          <span className="visually-hidden"> to question {index + 1}</span>
        </summary>
        <p className="answer">{answerText(question)}</p>
      </details>
    </>
  );
}
