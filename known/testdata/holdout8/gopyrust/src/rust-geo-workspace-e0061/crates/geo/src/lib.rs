//! Points, distances and a tiny parser for "lat,lon" pairs.

pub mod point;

pub use point::{parse_point, Point, PointError};

/// Mean Earth radius in metres.
pub const EARTH_RADIUS_M: f64 = 6_371_008.8;

/// Great-circle distance in metres.
pub fn haversine(a: Point, b: Point) -> f64 {
    let (la1, la2) = (a.lat.to_radians(), b.lat.to_radians());
    let dlat = la2 - la1;
    let dlon = (b.lon - a.lon).to_radians();
    let h = (dlat / 2.0).sin().powi(2) + la1.cos() * la2.cos() * (dlon / 2.0).sin().powi(2);
    2.0 * EARTH_RADIUS_M * h.sqrt().asin()
}

/// Total length of a track in metres.
pub fn track_length(points: &[Point]) -> f64 {
    points.windows(2).map(|w| haversine(w[0], w[1])).sum()
}
