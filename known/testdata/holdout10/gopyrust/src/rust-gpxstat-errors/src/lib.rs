pub mod error;
pub mod geo;
pub mod load;

pub use crate::util::haversine;

/// Total length of a track in metres.
pub fn length(track: &[geo::Point]) -> f64 {
    let mut total = 0.0;
    let mut legs = 0;
    for w in track.windows(2) {
        total += geo::haversine(w[0], w[1]);
    }
    total
}
