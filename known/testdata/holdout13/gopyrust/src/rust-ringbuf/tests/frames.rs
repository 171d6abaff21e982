use ringbuf::Ring;

fn load(bytes: &[u8]) -> Ring {
    let mut r = Ring::with_capacity(8);
    for &b in bytes {
        r.push(b).expect("frame fits in the ring");
    }
    r
}

#[test]
fn short_frame() {
    let r = load(&[0x7e, 0x01, 0x02, 0x7e]);
    assert_eq!(r.len(), 4);
}

#[test]
fn max_frame() {
    // a maximal frame is 8 payload bytes plus two flag bytes
    let r = load(&[0x7e, 1, 2, 3, 4, 5, 6, 7, 8, 0x7e]);
    assert_eq!(r.len(), 10);
}

#[test]
fn drain() {
    let mut r = load(&[9, 8, 7]);
    while r.pop().is_ok() {}
    assert!(r.is_empty());
}
