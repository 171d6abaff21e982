import { postcodeArea } from "./postcode.js";

export function labelFor(parcel) {
  const lines = [parcel.name, parcel.street, parcel.town, parcel.postcode];
  if (parcel.hasOwnProperty("flat")) {
    lines.splice(1, 0, `Flat ${parcel.flat}`);
  }
  return { area: postcodeArea(parcel.postcode), text: lines.join("\n") };
}

export function sortForVan(parcels) {
  return parcels.sort((a, b) => postcodeArea(a.postcode).localeCompare(postcodeArea(b.postcode)));
}
