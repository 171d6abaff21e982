//! Error codes for the API, generated from codes.txt.

include!(concat!(env!("OUT_DIR"), "/codes.rs"));

/// The message for a code.
pub fn message(code: u16) -> Option<&'static str> {
    CODES.iter().find(|(c, _)| *c == code).map(|(_, m)| *m)
}

/// Old name of [`message`].
#[deprecated(since = "0.8.0", note = "use `message` instead")]
pub fn describe(code: u16) -> Option<&'static str> {
    message(code)
}

/// Whether a code is a server error.
pub fn is_server_error(code: u16) -> bool {
    (500..600).contains(&code)
}

/// Formats "E404: not found" or panics on an unknown code.
pub fn render(code: u16) -> String {
    match message(code) {
        Some(m) => format!("E{code}: {m}"),
        None => panic!("unknown error code {code}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn error_message_lookup() {
        assert_eq!(message(404), Some("not found"));
    }

    #[test]
    fn error_unknown_is_none() {
        assert_eq!(message(418), None);
    }

    #[test]
    fn server_errors() {
        assert!(is_server_error(503));
        assert!(!is_server_error(404));
    }

    #[test]
    #[should_panic(expected = "unknown error code 999")]
    fn render_panics_on_unknown() {
        render(999);
    }

    #[test]
    #[ignore = "slow: checks every code against the upstream registry"]
    fn registry_matches_upstream() {}
}
