use crate::error::ParseError;
use crate::geo::Point;
use std::path::Path;

/// Reads "lat,lon" lines; '#' starts a comment.
pub fn parse(src: &str) -> Result<Vec<Point>, ParseError> {
    let mut pts = Vec::new();
    for (i, line) in src.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let (lat, lon) = line.split_once(',').ok_or(ParseError::BadLine(i + 1))?;
        pts.push(Point {
            lat: lat.trim().parse()?,
            lon: lon.trim().parse()?,
        });
    }
    Ok(pts)
}

/// Reads a track file.
pub fn load(path: &Path) -> Result<Vec<Point>, ParseError> {
    let src = std::fs::read_to_string(path)?;
    parse(&src)
}
