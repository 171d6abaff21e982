use durations::{parse, ParseError};

#[test]
fn empty_is_an_error() {
    assert_eq!(parse(""), Err(ParseError::Empty));
    assert_eq!(parse("   "), Err(ParseError::Empty));
}

#[test]
fn error_messages_are_readable() {
    assert_eq!(parse("5x").unwrap_err().to_string(), "unknown unit 'x'");
    assert_eq!(parse("h").unwrap_err().to_string(), "bad number \"\"");
}
