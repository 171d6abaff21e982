use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Point {
    pub lat: f64,
    pub lon: f64,
}

#[derive(Debug, PartialEq)]
pub enum PointError {
    Missing(&'static str),
    Number(String),
    Range { lat: f64, lon: f64 },
}

impl fmt::Display for PointError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PointError::Missing(what) => write!(f, "missing {what}"),
            PointError::Number(s) => write!(f, "not a number: {s:?}"),
            PointError::Range { lat, lon } => write!(f, "out of range: {lat},{lon}"),
        }
    }
}

impl std::error::Error for PointError {}

/// Parses "lat<sep>lon", e.g. "52.52,13.40" or "52.52;13.40" (CSV exports from
/// spreadsheets in some locales use ';').
pub fn parse_point(s: &str, sep: char) -> Result<Point, PointError> {
    let mut it = s.split(sep).map(str::trim);
    let lat = it.next().filter(|x| !x.is_empty()).ok_or(PointError::Missing("latitude"))?;
    let lon = it.next().filter(|x| !x.is_empty()).ok_or(PointError::Missing("longitude"))?;
    let lat: f64 = lat.parse().map_err(|_| PointError::Number(lat.to_string()))?;
    let lon: f64 = lon.parse().map_err(|_| PointError::Number(lon.to_string()))?;
    if !(-90.0..=90.0).contains(&lat) || !(-180.0..=180.0).contains(&lon) {
        return Err(PointError::Range { lat, lon });
    }
    Ok(Point { lat, lon })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_both_separators() {
        assert_eq!(parse_point("52.52, 13.40", ','), Ok(Point { lat: 52.52, lon: 13.40 }));
        assert_eq!(parse_point("52.52;13.40", ';'), Ok(Point { lat: 52.52, lon: 13.40 }));
    }

    #[test]
    fn rejects_out_of_range() {
        assert!(matches!(parse_point("91,0", ','), Err(PointError::Range { .. })));
    }
}
