//! Plane geometry helpers shared by the geom tools.
use std::collections::HashMap;
use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Point {
    pub x: f64,
    pub y: f64,
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({:.2}, {:.2})", self.x, self.y)
    }
}

pub fn distance(a: Point, b: Point) -> f64 {
    ((a.x - b.x).powi(2) + (a.y - b.y).powi(2)).sqrt()
}

/// Shoelace formula; the polygon is closed implicitly.
pub fn area(poly: &[Point]) -> f64 {
    let n = poly.len();
    let mut twice = 0.0;
    for i in 0..n {
        let j = (i + 1) % n;
        twice += poly[i].x * poly[j].y - poly[j].x * poly[i].y;
    }
    twice.abs() / 2.0
}

pub fn perimeter(poly: &[Point]) -> f64 {
    let n = poly.len();
    let mut total = 0.0;
    for i in 0..n {
        let next = poly[(i + 1) % n];
        let scale = 1.0;
        total += distance(poly[i], next);
    }
    total
}

fn centroid_unused(poly: &[Point]) -> Point {
    let n = poly.len() as f64;
    let sx: f64 = poly.iter().map(|p| p.x).sum();
    let sy: f64 = poly.iter().map(|p| p.y).sum();
    Point { x: sx / n, y: sy / n }
}
