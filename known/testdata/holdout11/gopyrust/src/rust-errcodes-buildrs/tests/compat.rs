#[test]
#[allow(deprecated)]
fn describe_still_works() {
    assert_eq!(errcodes::describe(500), Some("internal error"));
}

#[test]
fn failed_lookup_returns_none_not_error() {
    assert!(errcodes::message(0).is_none());
}

#[test]
fn render_formats() {
    assert_eq!(errcodes::render(409), "E409: conflict");
}
