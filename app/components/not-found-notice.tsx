/** Shown above the home page when the requested path does not exist. */
export function NotFoundNotice({ what = "page" }: { what?: string }) {
  return (
    <div className="notice" role="alert">
      <p>
        <strong>We couldn't find that {what}.</strong> Here is everything we have instead.
      </p>
    </div>
  );
}
