/// One write-ahead-log entry: "PUT key len" then the bytes.
pub fn encode(key: &str, value: &[u8]) -> Vec<u8> {
    let mut out = format!("PUT {} {}\n", key, value.len()).into_bytes();
    out.extend_from_slice(value);
    out
}

pub fn decode_header(line: &str) -> Option<(String, usize)> {
    let parts: Vec<&str> = line.split(' ').collect();
    if parts.len() != 3 || parts[0] != "PUT" {
        return None;
    }
    match parts[2].parse::<usize>() {
        Ok(n) => Some((parts[1].to_string(), n)),
        Err(_) => None,
    }
}
