//! Length-prefixed frames with an Adler-32 trailer.

use bytesx::Reader;

#[derive(Debug, PartialEq)]
pub enum FrameError {
    Truncated,
    BadChecksum { want: u32, got: u32 },
}

pub fn write(payload: &[u8], out: &mut Vec<u8>) {
    varint::encode(payload.len() as u64, out);
    out.extend_from_slice(payload);
    out.extend_from_slice(&checksum::adler32(payload).to_be_bytes());
}

pub fn read<'a>(r: &mut Reader<'a>) -> Result<&'a [u8], FrameError> {
    let len = varint::decode(r).ok_or(FrameError::Truncated)? as usize;
    let payload = r.take(len).ok_or(FrameError::Truncated)?;
    let t = r.take(4).ok_or(FrameError::Truncated)?;
    let want = u32::from_be_bytes([t[0], t[1], t[2], t[3]]);
    let got = checksum::adler32(payload);
    if got != want {
        return Err(FrameError::BadChecksum { want, got });
    }
    Ok(payload)
}
