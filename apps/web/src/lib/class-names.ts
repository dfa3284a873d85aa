// Joins the class names that apply, skipping the conditional ones that do not.
export function cx(...classNames: Array<string | false | null | undefined>): string {
  return classNames.filter(Boolean).join(' ');
}
