use geomcore::{area, perimeter, Point};

fn parse_point(s: &str) -> Option<Point> {
    let (x, y) = s.split_once(',')?;
    Some(Point { x: x.trim().parse().ok()?, y: y.trim().parse().ok()? })
}

fn vertex_count(poly: &[Point]) -> u32 {
    poly.len()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let polygon: Vec<Point> = args.iter().filter_map(|a| parse_point(a)).collect();
    if polygon.len() < 3 {
        eprintln!("need at least three points");
        std::process::exit(2);
    }
    println!("vertices:  {}", vertex_count(&polygon));
    println!("area:      {:.3}", area(&polygon));
    println!("perimeter: {:.3}", perimeter(&polgon));
}
