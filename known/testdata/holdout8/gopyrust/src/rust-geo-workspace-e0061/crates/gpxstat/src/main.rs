//! gpxstat: summary of a track given as one "lat,lon" pair per line.

mod summary;

use std::io::{self, BufRead};
use std::process::ExitCode;

use geo::{parse_point, Point};

fn read_points(input: impl BufRead) -> Result<Vec<Point>, String> {
    let mut pts = Vec::new();
    for (n, line) in input.lines().enumerate() {
        let line = line.map_err(|e| e.to_string())?;
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let p = parse_point(&line).map_err(|e| format!("line {}: {e}", n + 1))?;
        pts.push(p);
    }
    Ok(pts)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let origin = match args.first() {
        Some(s) => match parse_point(s) {
            Ok(p) => Some(p),
            Err(e) => {
                eprintln!("gpxstat: origin: {e}");
                return ExitCode::from(2);
            }
        },
        None => None,
    };
    let pts = match read_points(io::stdin().lock()) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("gpxstat: {e}");
            return ExitCode::FAILURE;
        }
    };
    print!("{}", summary::render(&pts, origin));
    ExitCode::SUCCESS
}
