//! Geohash encoding and decoding.

const BASE32: &[u8; 32] = b"0123456789bcdefghjkmnpqrstuvwxyz";

#[derive(Debug, PartialEq)]
pub enum Error {
    BadChar(char),
    Empty,
}

/// Encodes a latitude/longitude into a geohash of `precision` characters.
pub fn encode(lat: f64, lon: f64, precision: usize) -> String {
    let (mut lat_lo, mut lat_hi) = (-90.0, 90.0);
    let (mut lon_lo, mut lon_hi) = (-180.0, 180.0);
    let mut out = String::with_capacity(precision);
    let mut bits = 0u8;
    let mut n = 0;
    let mut even = true;
    while out.len() < precision {
        if even {
            let mid = (lon_lo + lon_hi) / 2.0;
            if lon >= mid {
                bits = bits << 1 | 1;
                lon_lo = mid;
            } else {
                bits <<= 1;
                lon_hi = mid;
            }
        } else {
            let mid = (lat_lo + lat_hi) / 2.0;
            if lat >= mid {
                bits = bits << 1 | 1;
                lat_lo = mid;
            } else {
                bits <<= 1;
                lat_hi = mid;
            }
        }
        even = !even;
        n += 1;
        if n == 5 {
            out.push(BASE32[bits as usize] as char);
            bits = 0;
            n = 0;
        }
    }
    out
}

fn index_of(c: char) -> Result<u8, Error> {
    let b = c as u8;
    for i in 0..BASE32.len() {
        if BASE32[i] == b {
            return Ok(i as u8);
        }
    }
    Err(Error::BadChar(c))
}

/// Decodes a geohash into the centre of its cell.
pub fn decode(hash: &str) -> Result<(f64, f64), Error> {
    if hash.len() == 0 {
        return Err(Error::Empty);
    }
    let (mut lat_lo, mut lat_hi) = (-90.0f64, 90.0f64);
    let (mut lon_lo, mut lon_hi) = (-180.0f64, 180.0f64);
    let mut even = true;
    for c in hash.chars() {
        let v = index_of(c)?;
        for shift in (0..5).rev() {
            let bit = (v >> shift) & 1 == 1;
            let (lo, hi) = if even { (&mut lon_lo, &mut lon_hi) } else { (&mut lat_lo, &mut lat_hi) };
            let mid = (*lo + *hi) / 2.0;
            if bit {
                *lo = mid;
            } else {
                *hi = mid;
            }
            even = !even;
        }
    }
    Ok(((lat_lo + lat_hi) / 2.0, (lon_lo + lon_hi) / 2.0))
}

/// True when `lat` is a valid latitude.
pub fn valid_lat(lat: f64) -> bool {
    lat >= -90.0 && lat <= 90.0
}
