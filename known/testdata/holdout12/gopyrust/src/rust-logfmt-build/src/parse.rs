use crate::record::Record;

pub fn parse_line(line: &str) -> Option<Record> {
    let mut level = None;
    let mut msg = None;
    let mut rec = Record::new("", "");
    for pair in line.split_whitespace() {
        let (k, v) = pair.split_once('=')?;
        match k {
            "level" => level = Some(v),
            "msg" => msg = Some(v.trim_matches('"')),
            _ => rec = rec.with(k, v),
        }
    }
    rec.level = level?.to_string();
    rec.msg = msg.unwrap_or_default().to_string();
    Some(rec)
}
