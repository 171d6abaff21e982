function renderLabel(parcel) {
  return {
    to: [parcel.name, parcel.street, `${parcel.town} ${parcel.postcode}`],
    service: parcel.express ? "EXPRESS 24" : "STANDARD 48",
    weight: `${parcel.kg.toFixed(1)} kg`,
    barcode: `TR${String(parcel.id).padStart(10, "0")}GB`,
  };
}

module.exports = { renderLabel };
