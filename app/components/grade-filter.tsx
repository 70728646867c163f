/**
 * The grade filter on topic and subject pages: a plain GET form (it works without JavaScript); with
 * JavaScript, choosing a grade applies it at once.
 */
import { Form, useSubmit } from "react-router";
import { GRADE_CHOICES } from "~/lib/catalogue/grades";
import { FilterSelect } from "./browse-page";
import { useEarlyInput } from "./use-early-input";

export function GradeFilter({ grade }: { grade: string | null }) {
  const submit = useSubmit();
  const formRef = useEarlyInput((form) => void submit(form, { preventScrollReset: true }));
  return (
    <search>
      <Form
        method="get"
        className="filters"
        ref={formRef}
        onChange={(event) => void submit(event.currentTarget, { preventScrollReset: true })}
      >
        <FilterSelect name="grade" label="Grade" allLabel="Any grade" options={GRADE_CHOICES} value={grade ?? undefined} />
        <div className="filter-actions">
          <button type="submit">Show</button>
        </div>
      </Form>
    </search>
  );
}
