export function slugify(title) {
  return title.toLowerCase().replace(/ /g, "-");
}

export function words(slug) {
  return slug.split("-").length;
}
