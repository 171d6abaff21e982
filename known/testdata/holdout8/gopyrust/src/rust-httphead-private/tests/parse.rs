use httphead::{parse, Error, Method};

#[test]
fn simple_get() {
    let r = parse("GET /index.html HTTP/1.1\r\nHost: example.org\r\nAccept: */*\r\n").unwrap();
    assert_eq!(r.method, Method::Get);
    assert_eq!(r.target, "/index.html");
    assert_eq!(r.headers["host"], "example.org");
}

#[test]
fn repeated_headers_are_joined() {
    let r = parse("GET / HTTP/1.1\nAccept: a\nAccept: b\n").unwrap();
    assert_eq!(r.headers["accept"], "a, b");
}

#[test]
fn header_errors_carry_the_line() {
    assert_eq!(httphead::header::parse_header(4, "no colon here"), Err(Error::Header { line: 4, text: "no colon here".into() }));
}

#[test]
fn rejects_http2_preface() {
    assert!(matches!(parse("PRI * HTTP/2.0\r\n"), Err(Error::Version(_))));
}
