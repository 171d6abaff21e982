use std::io;

use crate::record::Record;

pub fn emit<W: io::Write>(out: &mut W, rec: &Record) -> io::Result<()> {
    write!(out, "level={} msg={:?}", rec.level, rec.msg)?;
    for (k, v) in &rec.fields {
        write!(out, " {k}={v}")?;
    }
    writeln!(out)
}

pub fn emit_all(recs: &[Record]) -> io::Result<Vec<u8>> {
    let mut buf = Vec::new();
    for r in recs {
        emit(&mut buf, r)?;
    }
    buf.flush()?;
    Ok(buf)
}
