const VAT = 0.2;

function netToGross(pence) {
  return Math.round(pence * (1 + VAT));
}

function parcelVolumeLitres({ l, w, h }) {
  return (l * w * h) / 1000;
}

function volumetricKg(dims) {
  return parcelVolumeLitres(dims) / 5;
}

function chargeableKg(actualKg, dims) {
  return Math.max(actualKg, volumetricKg(dims));
}

module.exports = { netToGross, parcelVolumeLitres, volumetricKg, chargeableKg };
