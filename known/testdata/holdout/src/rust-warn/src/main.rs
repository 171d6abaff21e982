use std::env;

#[derive(Debug)]
enum Unit {
    C,
    F,
    K,
}

fn parse_unit(s: &str) -> Option<Unit> {
    match s {
        "C" => Some(Unit::C),
        "F" => Some(Unit::F),
        "K" => Some(Unit::K),
        _ => None,
    }
}

fn to_celsius(v: f64, u: Unit) -> f64 {
    match u {
        Unit::C => v,
        Unit::F => (v - 32.0) * 5.0 / 9.0,
        Unit::K => v - 273.15,
    }
}

fn main() {
    let args: Vec<String> = env::args().collect();
    let verbose = args.iter().any(|a| a == "-v");
    let value: f64 = args[1].parse().unwrap_or(0.0);
    let unit = parse_unit(&args[2]);
    let c = to_celsius(value, unit.unwrap());
    println!("{c} C");
}

fn to_kelvin(c: f64) -> f64 {
    c + 273.15
}
