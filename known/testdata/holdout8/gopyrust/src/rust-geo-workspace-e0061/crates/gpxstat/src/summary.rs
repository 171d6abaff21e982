use geo::{haversine, track_length, Point};

/// The label for a distance: metres below 1 km, else kilometres.
fn unit(metres: f64, short: &str, long: &str) -> &str {
    if metres < 1000.0 {
        short
    } else {
        long
    }
}

pub fn render(pts: &[Point], origin: Option<Point>) -> String {
    let mut out = String::new();
    let len = track_length(pts);
    out.push_str(&format!("points: {}\n", pts.len()));
    out.push_str(&format!("length: {:.1} {}\n", if len < 1000.0 { len } else { len / 1000.0 }, unit(len, "m", "km")));
    if let (Some(o), Some(first)) = (origin, pts.first()) {
        let d = haversine(o, *first);
        out.push_str(&format!("start is {:.0} m from origin\n", d));
    }
    out
}
