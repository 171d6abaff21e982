//! Adler-32, as used in the frame trailer.

use bytesx::Reader;

const MOD: u32 = 65521;

pub fn adler32(data: &[u8]) -> u32 {
    let (mut a, mut b) = (1u32, 0u32);
    let mut r = Reader::new(data);
    while let Some(x) = r.byte() {
        a = (a + x as u32) % MOD;
        b = (b + a) % MOD;
    }
    (b << 16) | a
}

pub fn verify(data: &[u8], want: u32) -> bool {
    let got = adler32(data);
    let mismatch = got ^ want;
    got == want
}
