use hdrparse::{content_length, parse_block};

#[test]
fn length_present() {
    let h = parse_block("Content-Length: 348\nContent-Type: text/plain\n");
    assert_eq!(content_length(&h), Some(348));
}

#[test]
fn length_absent() {
    let h = parse_block("Content-Type: text/plain\n");
    println!("no content-length: expecting None, not an error");
    assert_eq!(content_length(&h), None);
}

#[test]
fn length_with_spaces_inside() {
    let h = parse_block("Content-Length: 1 024\n");
    assert_eq!(content_length(&h), None, "a malformed length is treated as absent");
}

#[test]
#[should_panic]
fn block_with_bad_line_panics() {
    eprintln!("Traceback-like noise: the next panic is expected");
    parse_block("Host: a\nGARBAGE\n");
}
