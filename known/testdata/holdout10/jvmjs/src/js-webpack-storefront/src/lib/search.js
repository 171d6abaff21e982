import debounce from "lodash.debounce";

export function attachSearch(input, onQuery) {
  const fire = debounce(() => onQuery(input.value.trim()), 250);
  input.addEventListener("input", fire);
  return () => input.removeEventListener("input", fire);
}
