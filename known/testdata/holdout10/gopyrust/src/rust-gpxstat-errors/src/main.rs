use std::path::PathBuf;

fn main() {
    let path: PathBuf = std::env::args_os()
        .nth(1)
        .expect("usage: gpxstat FILE")
        .into();
    match gpxstat::load::load(&path) {
        Ok(track) => println!("{:.1} m", gpxstat::length(&track)),
        Err(e) => {
            eprintln!("gpxstat: {}: {}", path.display(), e);
            std::process::exit(1);
        }
    }
}
